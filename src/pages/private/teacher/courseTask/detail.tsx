// 批改: one answer (opening it takes it up: pending grading); approve with a score or reject with a reason, then
// straight on to the next answer of the class that waits (the next-ungraded shortcut).
import { useState } from 'react'
import { RichText, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { GradeInput, GradingSubmission } from '@contract/classroom/homework-shapes'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { goBack, redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { styledRichText } from '@/shared/rich-text'
import { showToast } from '@/shared/toast'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getGradingSubmission, gradeHomework } from '@/features/coursework/api'
import { AnswerView, Grading } from '@/features/coursework/components/answer-view'
import { GradeForm } from '@/features/coursework/components/grade-form'
import { StatePill } from '@/features/coursework/components/state-pill'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const Next = observer(function Next({ nextId }: { nextId: number | null }) {
  return (
    <View className='cw-bar'>
      {nextId !== null ? (
        <Button type='primary' block data-testid='grading-next' onClick={() => redirectToPage('pages/private/teacher/courseTask/detail', { id: nextId })}>
          {t('coursework.grading.next')}
        </Button>
      ) : (
        <Button fill='outline' block data-testid='grading-back' onClick={goBack}>{t('coursework.grading.noNext')}</Button>
      )}
    </View>
  )
})

const Answer = observer(function Answer({ initial }: { initial: GradingSubmission }) {
  const [sub, setSub] = useState(initial)
  const grade = async (input: GradeInput) => {
    setSub(await gradeHomework(sub.id, input))
    await showToast(t('coursework.grading.graded'))
  }
  const graded = sub.state === 'approved' || sub.state === 'rejected'
  return (
    <View className='cw-page cw-page--bar' data-testid='grading-detail' data-state={sub.state}>
      <View className='cw-section'>
        <Text className='cw-muted'>{sub.taskTitle}</Text>
        <RichText nodes={styledRichText(sub.taskHtml)} />
      </View>
      <View className='cw-section'>
        <View className='cw-card__line'>
          <Text className='cw-section__title'>{sub.learnerName}</Text>
          <StatePill state={sub.state} />
        </View>
        <AnswerView submission={sub} />
        {graded ? <Grading submission={sub} /> : null}
      </View>
      {sub.state === 'pending' ? <GradeForm onGrade={grade} /> : <Next nextId={sub.nextId} />}
    </View>
  )
})

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(() => getGradingSubmission(id), [id])
  return <RemoteView remote={remote}>{(sub) => <Answer key={sub.id} initial={sub} />}</RemoteView>
})

function GradingDetailPage() {
  usePageTitle('gradingDetail')
  const params = useRouteParams('pages/private/teacher/courseTask/detail')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(GradingDetailPage)
