// 训练: the session set by set. Opened with a plan day (?planDayId) it starts that day's session (once: the device
// keeps it, so a reload or the network dropping changes nothing); opened bare it resumes the session on the device
// or offers the days of the latest plan.
import { useState } from 'react'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { confirmAction } from '@/shared/confirm'
import { showToast } from '@/shared/toast'
import { InvalidLink } from '@/shared/ui/invalid-link'
import type { FinishResult } from '@contract/training/shapes'
import { installWorkoutSync, workoutStore } from '@/features/training'
import { finishWorkout, resumesActive, SetsNotSynced } from '@/features/training/workout-flow'
import { WorkoutView } from '@/features/training/components/workout-view'
import { FinishSummary } from '@/features/training/components/finish-summary'
import { WorkoutStarter, DayPicker } from '@/features/training/components/workout-starter'

registerMessages(trainingMessages)
installWorkoutSync()

function TrainingPage() {
  usePageTitle('training')
  const params = useRouteParams('pages/train/training')
  const [finished, setFinished] = useState<FinishResult | null>(null)
  const [finishing, setFinishing] = useState(false)
  if (!params) return <InvalidLink />
  if (finished) return <FinishSummary result={finished} />

  const finish = async () => {
    const left = workoutStore.steps.length - workoutStore.doneCount
    if (left > 0 && !(await confirmAction({ content: t('training.training.finishConfirm', { n: left }) }))) return
    setFinishing(true)
    try {
      setFinished(await finishWorkout())
    } catch (error) {
      if (error instanceof SetsNotSynced) void showToast(t('training.training.offline'))
    } finally {
      setFinishing(false)
    }
  }

  if (resumesActive(params.planDayId)) {
    return <WorkoutView store={workoutStore} finishing={finishing} onFinish={() => void finish()}
      onStepMode={() => redirectToPage('pages/train/trainStep')} />
  }
  if (params.planDayId) return <WorkoutStarter planDayId={params.planDayId} />
  return <DayPicker />
}

export default observer(TrainingPage)
