// 调整顺序: reorder a day's modules, and the moves inside each module, by dragging the handle (or 上移/下移);
// 保存 sends the whole new order at once.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PlanDetail, WorkoutModule } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { goBack } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useAction } from '@/shared/use-action'
import { useRouteParams } from '@/shared/use-route-params'
import { reorderPlanDay } from '@/features/training/api'
import { findDay, PlanLoader } from '@/features/training/components/plan-loader'
import { SortableList } from '@/features/training/components/sortable-list'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function SortPage() {
  usePageTitle('trainSort')
  const params = useRouteParams('pages/train/sort')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <DaySorter plan={plan} dayId={params.dayId} />}</PlanLoader>
}

const DaySorter = observer(function DaySorter({ plan, dayId }: { plan: PlanDetail; dayId?: number }) {
  const found = findDay(plan, dayId)
  const [modules, setModules] = useState<WorkoutModule[]>(found?.day.modules ?? [])
  const save = useAction(async () => {
    if (!found) return
    await reorderPlanDay(found.day.id, { modules: modules.map((m) => ({ id: m.id, itemIds: m.items.map((i) => i.id) })) })
    goBack()
  })
  if (!found) return null
  const setItems = (moduleId: number, items: WorkoutModule['items']) => setModules(modules.map((m) => (m.id === moduleId ? { ...m, items } : m)))
  return (
    <View className='tr-page' data-testid='sort-page'>
      <View className='tr-hero'><Text className='tr-hero__title'>{found.day.name || t('training.common.day', { n: found.day.dayNo })}</Text>
        <Text className='tr-hero__sub'>{t('training.plan.dragHint')}</Text></View>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.plan.moduleKind')}</Text>
        <SortableList testId='sort-modules' items={modules} keyOf={(m) => m.id} onChange={setModules}
          render={(m) => <Text>{m.name || t(`training.modules.${m.kind}`)}</Text>} />
      </View>
      {modules.filter((m) => m.items.length > 1).map((m) => (
        <View key={m.id} className='tr-section'>
          <Text className='tr-section__title'>{m.name || t(`training.modules.${m.kind}`)}</Text>
          <SortableList testId='sort-items' items={m.items} keyOf={(i) => i.id} onChange={(items) => setItems(m.id, items)}
            render={(i) => <Text>{i.move.name}</Text>} />
        </View>
      ))}
      <View className='tr-bottom'>
        <Button type='primary' loading={save.busy} onClick={() => void save.run()} data-testid='sort-save'>{t('training.common.save')}</Button>
      </View>
    </View>
  )
})

export default observer(SortPage)
