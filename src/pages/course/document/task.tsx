// 课程作业: the homework of this course (its own and its classes'), with where each answer stands.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listMyHomework } from '@/features/coursework/api'
import { TaskCard } from '@/features/coursework/components/task-card'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const Tasks = observer(function Tasks({ goodsId }: { goodsId: number }) {
  const remote = useRemote(() => listMyHomework(goodsId), [goodsId])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='cw-page' data-testid='doc-tasks'>
      <RemoteView remote={remote}>
        {(tasks) => tasks.length === 0
          ? <Empty title={t('coursework.homework.empty')} description={t('coursework.homework.emptyHint')} />
          : <>{tasks.map((task) => <TaskCard key={task.id} task={task} />)}</>}
      </RemoteView>
    </View>
  )
})

function TaskPage() {
  usePageTitle('documentTask')
  const params = useRouteParams('pages/course/document/task')
  return params ? <Tasks goodsId={params.id} /> : <InvalidLink />
}

export default observer(TaskPage)
