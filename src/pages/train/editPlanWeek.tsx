// 编辑周计划: the days of one week: rename a day or make it a rest day, add modules, and reach each module's
// moves (add, edit targets, reorder).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PlanDetail, WorkoutDay } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useAction } from '@/shared/use-action'
import { useRouteParams } from '@/shared/use-route-params'
import { updatePlanDay } from '@/features/training/api'
import { PlanLoader } from '@/features/training/components/plan-loader'
import { setsText } from '@/features/training/target-text'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function EditWeekPage() {
  usePageTitle('trainEditWeek')
  const params = useRouteParams('pages/train/editPlanWeek')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan, setPlan) => <WeekEditor plan={plan} setPlan={setPlan} weekNo={params.week ?? 1} />}</PlanLoader>
}

const WeekEditor = observer(function WeekEditor({ plan, setPlan, weekNo }: { plan: PlanDetail; setPlan: (p: PlanDetail) => void; weekNo: number }) {
  const week = plan.schedule.find((w) => w.weekNo === weekNo) ?? plan.schedule[0]
  if (!week) return null
  return (
    <View className='tr-page' data-testid='edit-week-page'>
      <View className='tr-hero'><Text className='tr-hero__title'>{plan.name}</Text>
        <Text className='tr-hero__sub'>{t('training.common.week', { n: week.weekNo })}</Text></View>
      {week.days.map((day) => <DayEditor key={day.id} plan={plan} day={day} setPlan={setPlan} />)}
    </View>
  )
})

function DayEditor({ plan, day, setPlan }: { plan: PlanDetail; day: WorkoutDay; setPlan: (p: PlanDetail) => void }) {
  const rest = useAction(async () => setPlan(await updatePlanDay(day.id, { name: day.name, restDay: !day.restDay })))
  return (
    <View className='tr-section' data-testid='edit-day' data-day-id={day.id}>
      <View className='tr-row'>
        <Text className='tr-section__title tr-spacer'>{day.name || t('training.common.day', { n: day.dayNo })}</Text>
        <Button size='small' loading={rest.busy} onClick={() => void rest.run()}>{day.restDay ? t('training.plan.addDay') : t('training.common.restDay')}</Button>
        {day.modules.length > 1 && <Button size='small' onClick={() => openPage('pages/train/sort', { planId: plan.id, dayId: day.id })}>{t('training.plan.sort')}</Button>}
      </View>
      {day.modules.map((module) => (
        <View key={module.id} className='tr-module'>
          <View className='tr-row'>
            <Text className='tr-module__name tr-spacer'>{module.name || t(`training.modules.${module.kind}`)}</Text>
            <View className='tr-link' role='button' onClick={() => openPage('pages/train/editModule', { planId: plan.id, moduleId: module.id })}>{t('training.common.edit')}</View>
            <View className='tr-link' role='button' onClick={() => openPage('pages/train/selectAction', { planId: plan.id, moduleId: module.id })}
              data-testid='add-moves'>{t('training.plan.addMove')}</View>
          </View>
          {module.items.map((item) => (
            <View key={item.id} className='tr-item' role='button' onClick={() => openPage('pages/train/editAction', { planId: plan.id, itemId: item.id })}>
              <Text>{item.move.name}</Text><Text className='tr-muted'>{setsText(item.move.unit, item.sets)}</Text>
            </View>
          ))}
        </View>
      ))}
      {!day.restDay && (
        <View className='tr-link' role='button' style={{ marginTop: '8px' }} onClick={() => openPage('pages/train/editModule', { planId: plan.id, dayId: day.id })}
          data-testid='add-module'>+ {t('training.plan.addModule')}</View>
      )}
    </View>
  )
}

export default observer(EditWeekPage)
