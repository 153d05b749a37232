// One homework task in a list: title, deadline, state and score; opens the task.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HomeworkTaskSummary } from '@contract/classroom/homework-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateTimeText } from '@/shared/time'
import { StatePill } from './state-pill'
import '../coursework.scss'

function TaskCardImpl({ task }: { task: HomeworkTaskSummary }) {
  return (
    <View className='cw-row' data-testid='homework-task' role='button' onClick={() => openPage('pages/course/task/detail', { id: task.id })}>
      <View className='cw-row__main'>
        <Text className='cw-row__title'>{task.title}</Text>
        <Text className='cw-muted'>{task.dueAt ? t('coursework.homework.due', { date: dateTimeText(task.dueAt) }) : t('coursework.homework.noDue')}</Text>
      </View>
      <View className='cw-row__side'>
        <StatePill state={task.state} />
        {task.score !== null ? <Text className='cw-score'>{t('coursework.homework.score', { n: task.score })}</Text> : null}
      </View>
    </View>
  )
}

export const TaskCard = observer(TaskCardImpl)
