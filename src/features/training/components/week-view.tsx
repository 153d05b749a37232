// A week of a plan or program: its days, each with its modules and their moves and targets. Read-only; a caller
// may make days and moves tappable (start a day, edit a move).
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { WorkoutDay, WorkoutItem, WorkoutWeek } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'
import { setsText } from '../target-text'
import './training.scss'

export interface DayViewProps {
  day: WorkoutDay
  onItem?: (item: WorkoutItem) => void
  action?: (day: WorkoutDay) => ReactNode
}

export function DayView({ day, onItem, action }: DayViewProps) {
  return (
    <View className='tr-day' data-testid='plan-day' data-day-id={day.id}>
      <View className='tr-day__title'>
        <Text>{day.name || t('training.common.day', { n: day.dayNo })}</Text>
        {day.restDay ? <Pill tone='grey'>{t('training.common.restDay')}</Pill>
          : <Text className='tr-muted'>{t('training.common.minutes', { n: day.estimatedMinutes })}</Text>}
        <View className='tr-spacer' />
        {action?.(day)}
      </View>
      {day.modules.map((module) => (
        <View key={module.id || module.name} className='tr-module'>
          <Text className='tr-module__name'>{module.name || t(`training.modules.${module.kind}`)}
            {module.rounds > 1 ? ` × ${module.rounds}` : ''}</Text>
          {module.items.map((item, i) => (
            <View key={item.id || i} className='tr-item' role={onItem ? 'button' : undefined} data-testid='plan-item'
              onClick={onItem ? () => onItem(item) : undefined}>
              <Text>{item.move.name}</Text>
              <Text className='tr-muted'>{setsText(item.move.unit, item.sets)}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

export function WeekView({ week, onItem, dayAction }: { week: WorkoutWeek; onItem?: DayViewProps['onItem']; dayAction?: DayViewProps['action'] }) {
  return (
    <View data-testid='plan-week' data-week={week.weekNo}>
      {week.days.map((day) => <DayView key={day.id || day.dayNo} day={day} onItem={onItem} action={dayAction} />)}
    </View>
  )
}
