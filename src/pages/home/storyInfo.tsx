// 故事详情 (?id=): the story in rich text (each open counts a read) and the course it is about when on sale;
// shareable in the mini-program.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { StoryDetail } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { getStory } from '@/features/about/api'
import { DetailPage } from '@/features/about/components/detail-page'
import { StoryDetailView } from '@/features/about/components/story-detail'

const shareOf = (id: number) => (story?: StoryDetail) => ({
  title: story ? t('about.share.story', { title: story.title }) : t('shell.titles.storyInfo'),
  path: routeUrl('pages/home/storyInfo', { id })
})

function StoryInfoPage() {
  usePageTitle('storyInfo')
  const params = useRouteParams('pages/home/storyInfo')
  if (!params) return <InvalidLink />
  return (
    <View>
      <DetailPage id={params.id} load={getStory} share={shareOf(params.id)}>{(story) => <StoryDetailView story={story} />}</DetailPage>
    </View>
  )
}

export default observer(StoryInfoPage)
