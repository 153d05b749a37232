// 课时学习: one lesson: the video resumes where the learner stopped (saved while playing and when the page hides), a
// handout opens through its short-lived link, rich text reads in place. Paid lessons open only for buyers (server).
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { openDocItem } from '@/features/coursework/api'
import { DocPlayer } from '@/features/coursework/components/doc-player'

registerMessages(courseworkMessages)

const Lesson = observer(function Lesson({ id }: { id: number }) {
  const remote = useRemote(() => openDocItem(id), [id])
  return <View className='cw-page'><RemoteView remote={remote}>{(item) => <DocPlayer key={item.id} item={item} />}</RemoteView></View>
})

function IntroductionItemPage() {
  usePageTitle('documentItem')
  const params = useRouteParams('pages/course/document/introductionItem')
  return params ? <Lesson id={params.id} /> : <InvalidLink />
}

export default observer(IntroductionItemPage)
