// 班级作业: the tasks of one of the teacher's classes (its own and its course's), with answers handed in and waiting.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listGradingTasks } from '@/features/coursework/api'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const Tasks = observer(function Tasks({ classId }: { classId: number }) {
  const remote = useRemote(() => listGradingTasks(classId), [classId])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='cw-page' data-testid='grading-tasks'>
      <RemoteView remote={remote}>
        {(tasks) => tasks.length === 0 ? <Empty title={t('coursework.grading.emptyTasks')} /> : <>{tasks.map((task) => (
          <View key={task.id} className='cw-row' role='link' data-testid='grading-task'
            onClick={() => openPage('pages/private/teacher/courseTask/order', { id: classId, task: task.id })}>
            <View className='cw-row__main'>
              <Text className='cw-row__title'>{task.title}</Text>
              <Text className='cw-muted'>{t('coursework.grading.submittedCount', { n: task.submitted })}</Text>
            </View>
            <Text className={task.toGrade > 0 ? 'cw-score' : 'cw-muted'}>
              {task.toGrade > 0 ? t('coursework.grading.toGrade', { n: task.toGrade }) : t('coursework.grading.noneToGrade')}
            </Text>
          </View>
        ))}</>}
      </RemoteView>
    </View>
  )
})

function GradingTasksPage() {
  usePageTitle('gradingTasks')
  const params = useRouteParams('pages/private/teacher/courseTask/task')
  return params ? <Tasks classId={params.id} /> : <InvalidLink />
}

export default observer(GradingTasksPage)
