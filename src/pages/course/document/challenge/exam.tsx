// A chapter challenge before it is taken: its rules, the leaderboard and the learner's past tries.
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getLeaderboard, getPaper } from '@/features/exams/api'
import { PaperDetailView } from '@/features/exams/components/paper-detail'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(async () => {
    const [paper, board] = await Promise.all([getPaper(id), getLeaderboard(id)])
    return { paper, board }
  }, [id])
  useOnReturn(() => { void remote.reload() })
  return <RemoteView remote={remote}>{({ paper, board }) => <PaperDetailView paper={paper} board={board} />}</RemoteView>
})

function ChallengeExamPage() {
  usePageTitle('challengeExam')
  const params = useRouteParams('pages/course/document/challenge/exam')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(ChallengeExamPage)
