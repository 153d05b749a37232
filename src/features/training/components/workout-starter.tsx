// Before a session: starting the day the link names (one request; its answer carries everything the session
// needs offline), or, opened bare, the days of the latest plan to choose from.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { openPage, redirectToPage } from '@/shared/navigation'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { loadLatestPlan } from '../latest-plan'
import { startWorkout } from '../workout-flow'
import { WeekView } from './week-view'
import './training.scss'

export const WorkoutStarter = observer(function WorkoutStarter({ planDayId }: { planDayId: number }) {
  const remote = useRemote(() => startWorkout(planDayId).then(() => true), [planDayId])
  return <RemoteView remote={remote}>{() => null}</RemoteView>
})

export const DayPicker = observer(function DayPicker() {
  const remote = useRemote(loadLatestPlan, [])
  if (remote.data === null) {
    return <Empty title={t('training.training.noPlan')} description={t('training.plan.emptyDesc')}
      actionText={t('trainTab.entries.planner')} onAction={() => openPage('pages/train/customized')} />
  }
  return (
    <RemoteView remote={remote}>
      {(plan) => (
        <View className='tr-page' data-testid='day-picker'>
          <View className='tr-hero'><Text className='tr-hero__title'>{plan.name}</Text></View>
          {plan.schedule.map((week) => (
            <View key={week.id} className='tr-section'>
              <Text className='tr-section__title'>{t('training.common.week', { n: week.weekNo })}</Text>
              <WeekView week={week} dayAction={(day) => day.restDay ? null : (
                <Button size='small' type='primary' onClick={() => redirectToPage('pages/train/training', { planDayId: day.id })}
                  data-testid='start-day'>{t('training.training.start')}</Button>
              )} />
            </View>
          ))}
        </View>
      )}
    </RemoteView>
  )
})
