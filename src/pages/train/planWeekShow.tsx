// 周计划: one week of a plan as it will be trained, with each move's next targets progressed from the logs
// (add load or reps after success, deload after failures) and a start button per day.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getPlanProgression } from '@/features/training/api'
import { PlanLoader } from '@/features/training/components/plan-loader'
import { WeekView } from '@/features/training/components/week-view'
import { setsText } from '@/features/training/target-text'
import type { PlanDetail } from '@contract/training/shapes'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function WeekShowPage() {
  usePageTitle('trainWeek')
  const params = useRouteParams('pages/train/planWeekShow')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <WeekShow plan={plan} weekNo={params.week ?? 1} />}</PlanLoader>
}

const WeekShow = observer(function WeekShow({ plan, weekNo }: { plan: PlanDetail; weekNo: number }) {
  const week = plan.schedule.find((w) => w.weekNo === weekNo) ?? plan.schedule[0]
  const next = useRemote(() => getPlanProgression(plan.id), [plan.id])
  if (!week) return null
  const items = week.days.flatMap((d) => d.modules.flatMap((m) => m.items))
  return (
    <View className='tr-page' data-testid='week-show'>
      <View className='tr-hero'><Text className='tr-hero__title'>{plan.name}</Text>
        <Text className='tr-hero__sub'>{t('training.common.week', { n: week.weekNo })}</Text></View>
      <View className='tr-section'>
        <WeekView week={week} dayAction={(day) => day.restDay || day.modules.length === 0 ? null : (
          <Button size='small' type='primary' onClick={() => openPage('pages/train/training', { planDayId: day.id })}>{t('training.training.start')}</Button>
        )} />
      </View>
      {next.data && next.data.length > 0 && (
        <View className='tr-section' data-testid='next-targets'>
          <Text className='tr-section__title'>{t('training.plan.next')}</Text>
          {next.data.map((target) => {
            const item = items.find((i) => i.id === target.itemId)
            if (!item) return null
            return (
              <View key={target.itemId} className='tr-kv'>
                <Text>{item.move.name}</Text>
                <Text className='tr-muted'>{setsText(item.move.unit, target.sets)} · {t(`training.reasons.${target.reason}`)}</Text>
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
})

export default observer(WeekShowPage)
