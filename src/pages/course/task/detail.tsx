// 作业详情: one task: what to do, by when, the learner's answer, its state (spec §4), the teacher's score and
// comment; the way to hand in (again after a rejection).
import { RichText, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { HomeworkTask } from '@contract/classroom/homework-shapes'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { styledRichText } from '@/shared/rich-text'
import { dateTimeText } from '@/shared/time'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getMyHomework } from '@/features/coursework/api'
import { AnswerView, Grading } from '@/features/coursework/components/answer-view'
import { StatePill } from '@/features/coursework/components/state-pill'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const TaskView = observer(function TaskView({ task }: { task: HomeworkTask }) {
  const action = task.state === 'not_done' ? 'submit' : task.state === 'rejected' ? 'resubmit' : 'edit'
  return (
    <View className={`cw-page ${task.canSubmit ? 'cw-page--bar' : ''}`} data-testid='task-detail' data-state={task.state}>
      <View className='cw-section'>
        <View className='cw-card__line'>
          <Text className='cw-section__title'>{task.title}</Text>
          <StatePill state={task.state} />
        </View>
        <Text className='cw-muted'>{task.courseTitle}</Text>
        <Text className='cw-muted'>{task.dueAt ? t('coursework.homework.due', { date: dateTimeText(task.dueAt) }) : t('coursework.homework.noDue')}</Text>
        <RichText nodes={styledRichText(task.html)} />
      </View>
      {task.submission ? (
        <View className='cw-section'>
          <Text className='cw-section__title'>{t('coursework.homework.myAnswer')}</Text>
          <AnswerView submission={task.submission} />
          <Grading submission={task.submission} />
        </View>
      ) : null}
      {task.canSubmit ? (
        <View className='cw-bar'>
          <Button type='primary' block data-testid='task-answer' onClick={() => openPage('pages/course/task/edit', { id: task.id })}>
            {t(`coursework.homework.${action}`)}
          </Button>
        </View>
      ) : task.submission ? <Text className='cw-muted cw-section'>{t('coursework.homework.locked')}</Text> : null}
    </View>
  )
})

const Loaded = observer(function Loaded({ id }: { id: number }) {
  const remote = useRemote(() => getMyHomework(id), [id])
  useOnReturn(() => { void remote.reload() })
  return <RemoteView remote={remote}>{(task) => <TaskView task={task} />}</RemoteView>
})

function TaskDetailPage() {
  usePageTitle('taskDetail')
  const params = useRouteParams('pages/course/task/detail')
  return params ? <Loaded id={params.id} /> : <InvalidLink />
}

export default observer(TaskDetailPage)
