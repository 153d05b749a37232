// 作业题目: the assignment as the learners read it, with how many answers came in and wait, and a shortcut to
// the next answer to grade.
import { RichText, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { styledRichText } from '@/shared/rich-text'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listGradingSubmissions, listGradingTasks } from '@/features/coursework/api'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

async function load(classId: number, taskId: number) {
  const [tasks, subs] = await Promise.all([listGradingTasks(classId), listGradingSubmissions(classId, taskId)])
  return { task: tasks.find((x) => x.id === taskId) ?? null, next: subs.find((s) => s.state === 'submitted' || s.state === 'pending') }
}

const Subject = observer(function Subject({ classId, taskId }: { classId: number; taskId: number }) {
  const remote = useRemote(() => load(classId, taskId), [classId, taskId])
  return (
    <View className='cw-page' data-testid='grading-subject-page'>
      <RemoteView remote={remote}>
        {({ task, next }) => !task ? <Empty status='error' title={t('coursework.grading.emptyTasks')} /> : (
          <View className='cw-section'>
            <Text className='cw-section__title'>{task.title}</Text>
            <RichText nodes={styledRichText(task.html)} />
            <Text className='cw-muted'>
              {t('coursework.grading.submittedCount', { n: task.submitted })} · {t('coursework.grading.toGrade', { n: task.toGrade })}
            </Text>
            {next ? (
              <Button type='primary' block data-testid='grading-start'
                onClick={() => openPage('pages/private/teacher/courseTask/detail', { id: next.id })}>
                {t('coursework.grading.startGrading')}
              </Button>
            ) : <Text className='cw-muted'>{t('coursework.grading.noneToGrade')}</Text>}
          </View>
        )}
      </RemoteView>
    </View>
  )
})

function GradingSubjectPage() {
  usePageTitle('gradingSubject')
  const params = useRouteParams('pages/private/teacher/courseTask/subject')
  return params ? <Subject classId={params.id} taskId={params.task} /> : <InvalidLink />
}

export default observer(GradingSubjectPage)
