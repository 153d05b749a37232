// One news article in a list (the home page's latest news and 新闻动态): title, category, date and reads, with its
// cover beside (lazy-loaded, at a fixed size so nothing moves when it arrives). A tap opens the article.
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { NewsSummary } from '@contract/content/home-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import { imageAlt } from '@/shared/ui/aria'
import { Pill } from '@/shared/ui/pill'
import './news-item.scss'

export const NewsItem = observer(function NewsItem({ news }: { news: NewsSummary }) {
  return (
    <View className='news-item' data-testid='news-item' role='link' onClick={() => openPage('pages/home/newsInfo', { id: news.id })}>
      <View className='news-item__body'>
        <Text className='news-item__title'>{news.title}</Text>
        <View className='news-item__meta'>
          <Pill>{t(`home.news.categories.${news.category}`)}</Pill>
          <Text>{dateText(news.publishedAt)}</Text>
          <Text>{t('home.news.views', { n: news.views })}</Text>
        </View>
      </View>
      {news.coverUrl && <Image className='news-item__cover' src={assetUrl(news.coverUrl)} mode='aspectFill' lazyLoad {...imageAlt('')} />}
    </View>
  )
})
