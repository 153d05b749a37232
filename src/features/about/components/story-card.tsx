// A learner story in the lists: a card with the cover, title, learner and summary (pages/home/story), or a compact
// row (the about tab). Both open the story.
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { StorySummary } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import './story-card.scss'

const open = (id: number) => openPage('pages/home/storyInfo', { id })
export const learnerLine = (story: StorySummary) => [story.learnerName, story.learnerTitle].filter(Boolean).join(' · ')

function Cover({ url, className }: { url: string; className: string }) {
  return url ? <Image className={className} src={assetUrl(url)} mode='aspectFill' lazyLoad {...imageAlt('')} /> : <View className={className} />
}

export const StoryCard = observer(function StoryCard({ story }: { story: StorySummary }) {
  return (
    <View className='story-card' data-testid='story-card' onClick={() => open(story.id)}>
      <Cover url={story.coverUrl} className='story-card__cover' />
      <View className='story-card__body'>
        <Text className='story-card__title'>{story.title}</Text>
        <Text className='story-card__learner'>{learnerLine(story)}</Text>
        {story.summary && <Text className='story-card__summary'>{story.summary}</Text>}
        <Text className='story-card__views'>{t('about.story.views', { n: story.views })}</Text>
      </View>
    </View>
  )
})

export function StoryRow({ story }: { story: StorySummary }) {
  return (
    <View className='story-row' data-testid='story-row' onClick={() => open(story.id)}>
      <Cover url={story.coverUrl} className='story-row__cover' />
      <View className='story-row__body'>
        <Text className='story-row__title'>{story.title}</Text>
        <Text className='story-row__learner'>{learnerLine(story)}</Text>
      </View>
    </View>
  )
}
