// Loads an attempt for the exam screen; one already handed in (by the clock while away) goes to its result.
import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { redirectToPage } from '@/shared/navigation'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getAttempt } from '../api'
import { ExamScreen, type FinishedRoute } from './exam-screen'

function AttemptLoaderImpl({ id, finished }: { id: number; finished: FinishedRoute }) {
  const remote = useRemote(() => getAttempt(id), [id])
  const submitted = remote.data?.state === 'submitted'
  useEffect(() => {
    if (submitted) redirectToPage(finished, { id })
  }, [submitted, finished, id])
  return <RemoteView remote={remote}>{(sheet) => (sheet.state === 'open' ? <ExamScreen sheet={sheet} finished={finished} /> : null)}</RemoteView>
}

export const AttemptLoader = observer(AttemptLoaderImpl)
