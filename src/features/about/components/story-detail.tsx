// 故事详情: the cover, the title with the learner and reads, the story, and the course it is about when on sale.
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { StoryDetail } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { imageAlt } from '@/shared/ui/aria'
import { CourseList } from './course-list'
import { RichBlock } from './rich-block'
import { Section } from './section'
import { learnerLine } from './story-card'
import './about-detail.scss'

function StoryDetailViewImpl({ story }: { story: StoryDetail }) {
  return (
    <View className='about-detail' data-testid='story-detail'>
      {story.coverUrl && <Image className='about-detail__cover' src={assetUrl(story.coverUrl)} mode='aspectFill' {...imageAlt('')} />}
      <View className='about-detail__card'>
        <Text className='about-detail__headline'>{story.title}</Text>
        <View className='about-detail__meta'>
          <Text className='about-detail__learner'>{learnerLine(story)}</Text>
          <Text>{t('about.story.views', { n: story.views })}</Text>
        </View>
        <RichBlock html={story.contentHtml} testId='story-content' />
      </View>
      {story.goods && <Section title={t('about.story.course')} testId='story-course'><CourseList courses={[story.goods]} /></Section>}
    </View>
  )
}

export const StoryDetailView = observer(StoryDetailViewImpl)
