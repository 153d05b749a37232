// 考试详情: one paper before it is taken (rules, window, start or resume, past attempts).
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getPaper } from '@/features/exams/api'
import { PaperDetailView } from '@/features/exams/components/paper-detail'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(() => getPaper(id), [id])
  useOnReturn(() => { void remote.reload() })
  return <RemoteView remote={remote}>{(paper) => <PaperDetailView paper={paper} />}</RemoteView>
})

function ExamDetailPage() {
  usePageTitle('examDetail')
  const params = useRouteParams('pages/course/exam/detail')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(ExamDetailPage)
