// A chapter challenge's result: the score and review, then the leaderboard among the course's learners.
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getLeaderboard, getResult } from '@/features/exams/api'
import { Leaderboard } from '@/features/exams/components/leaderboard'
import { ResultScreen } from '@/features/exams/components/result-screen'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(async () => {
    const result = await getResult(id)
    return { result, board: await getLeaderboard(result.paperId) }
  }, [id])
  return (
    <RemoteView remote={remote}>
      {({ result, board }) => (
        <>
          <Leaderboard entries={board} />
          <ResultScreen result={result} wrongOnly={false} />
        </>
      )}
    </RemoteView>
  )
})

function ChallengeFinishedPage() {
  usePageTitle('challengeFinished')
  const params = useRouteParams('pages/course/document/challenge/finished')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(ChallengeFinishedPage)
