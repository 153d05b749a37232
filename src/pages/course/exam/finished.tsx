// 考试结果: score, pass or fail and the review of a handed-in attempt (a formal exam's once it has closed).
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getResult } from '@/features/exams/api'
import { ResultScreen } from '@/features/exams/components/result-screen'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(() => getResult(id), [id])
  return <RemoteView remote={remote}>{(result) => <ResultScreen result={result} wrongOnly={false} />}</RemoteView>
})

function ExamFinishedPage() {
  usePageTitle('examFinished')
  const params = useRouteParams('pages/course/exam/finished')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(ExamFinishedPage)
