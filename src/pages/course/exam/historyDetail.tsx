// 错题分析: the questions of an attempt not answered right, with the right answer and the explanation.
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
  return <RemoteView remote={remote}>{(result) => <ResultScreen result={result} wrongOnly />}</RemoteView>
})

function HistoryDetailPage() {
  usePageTitle('examHistoryDetail')
  const params = useRouteParams('pages/course/exam/historyDetail')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(HistoryDetailPage)
