// Learner stories on the home page: a row of cards (cover, title, who) to swipe through; a tap opens the story.
// The stories pages (pages/home/story, storyInfo) are built beside this work (the about area's branch).
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { StoryCard } from '@contract/content/home-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import './story-cards.scss'

function Story({ story }: { story: StoryCard }) {
  return (
    <View className='story-card' data-testid='story-card' role='link' onClick={() => openPage('pages/home/storyInfo', { id: story.id })}>
      {story.coverUrl
        ? <Image className='story-card__cover' src={assetUrl(story.coverUrl)} mode='aspectFill' lazyLoad {...imageAlt('')} />
        : <View className='story-card__cover story-card__cover--initial'><Text>{story.learnerName.slice(0, 1)}</Text></View>}
      <View className='story-card__body'>
        <Text className='story-card__title'>{story.title}</Text>
        <Text className='story-card__who'>{story.learnerTitle || t('home.stories.learner', { name: story.learnerName })}</Text>
      </View>
    </View>
  )
}

export const StoryCards = observer(function StoryCards({ stories }: { stories: StoryCard[] }) {
  return (
    <View className='story-cards'>
      {stories.map((story) => <Story key={story.id} story={story} />)}
    </View>
  )
})
