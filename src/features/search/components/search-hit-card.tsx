// One search result: goods with cover and price, news with cover and date, a FAQ question with its answer's
// snippet; the keyword's matches coloured in the title and the snippet.
import { Image, Text, View } from '@tarojs/components'
import type { SearchHit, TextMarks } from '@contract/content/assistant-shapes'
import { assetUrl } from '@/shared/assets'
import { price } from '@/shared/money'
import { dateText } from '@/shared/time'
import { imageAlt } from '@/shared/ui/aria'
import { markedParts } from '../marked-text'
import { openContent } from '../open-content'
import './search-hit-card.scss'

function Marked({ text, marks, className }: { text: string; marks: TextMarks; className: string }) {
  return (
    <Text className={className}>
      {markedParts(text, marks).map((part, i) => (
        <Text key={i} className={part.hit ? 'search-hit__mark' : undefined}>{part.text}</Text>
      ))}
    </Text>
  )
}

export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <View className='search-hit' data-testid='search-hit' onClick={() => openContent(hit.kind, hit.id)}>
      {hit.coverUrl && <Image className='search-hit__cover' src={assetUrl(hit.coverUrl)} mode='aspectFill' lazyLoad {...imageAlt('')} />}
      <View className='search-hit__body'>
        <Marked className='search-hit__title' text={hit.title} marks={hit.titleMarks} />
        {hit.snippet && <Marked className='search-hit__snippet' text={hit.snippet} marks={hit.snippetMarks} />}
        {(hit.priceFen !== null || hit.date) && (
          <View className='search-hit__meta'>
            {hit.priceFen !== null && <Text className='search-hit__price'>{price(hit.priceFen)}</Text>}
            {hit.date && <Text className='search-hit__date'>{dateText(hit.date)}</Text>}
          </View>
        )}
      </View>
    </View>
  )
}
