// 提交作业: the answer form (text, photos, a video ≤ 60 s); after handing in, back to the task, which reloads.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HomeworkSubmitInput, HomeworkTask } from '@contract/classroom/homework-shapes'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { goBackWithToast } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getMyHomework, submitHomework } from '@/features/coursework/api'
import { AnswerForm } from '@/features/coursework/components/answer-form'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const Form = observer(function Form({ task }: { task: HomeworkTask }) {
  if (!task.canSubmit) return <Empty title={t('coursework.homework.locked')} />
  const submit = async (answer: HomeworkSubmitInput) => {
    await submitHomework(task.id, answer)
    goBackWithToast(t('coursework.homework.submitted'))
  }
  return (
    <View className='cw-page cw-page--bar' data-testid='task-edit'>
      <View className='cw-section'><Text className='cw-section__title'>{task.title}</Text></View>
      <AnswerForm previous={task.submission} resubmit={task.state === 'rejected'} onSubmit={submit} />
    </View>
  )
})

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(() => getMyHomework(id), [id])
  return <RemoteView remote={remote}>{(task) => <Form task={task} />}</RemoteView>
})

function TaskEditPage() {
  usePageTitle('taskEdit')
  const params = useRouteParams('pages/course/task/edit')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(TaskEditPage)
