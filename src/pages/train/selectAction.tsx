// 选择动作: pick moves from the library for a module of a plan (several at once); they join it with default
// targets for their unit, to be adjusted in 编辑动作.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PlanDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { goBack } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useAction } from '@/shared/use-action'
import { useRouteParams } from '@/shared/use-route-params'
import { addPlanItems } from '@/features/training/api'
import { findModule, PlanLoader } from '@/features/training/components/plan-loader'
import { MoveBrowser } from '@/features/training/components/move-browser'
import { toggle } from '@/features/training/planner'
import '@/features/training/components/training.scss'
import { ariaButton } from '@/shared/ui/aria'

registerMessages(trainingMessages)

function SelectActionPage() {
  usePageTitle('trainSelectAction')
  const params = useRouteParams('pages/train/selectAction')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <Picker plan={plan} moduleId={params.moduleId} />}</PlanLoader>
}

const Picker = observer(function Picker({ plan, moduleId }: { plan: PlanDetail; moduleId?: number }) {
  const found = findModule(plan, moduleId)
  const [chosen, setChosen] = useState<number[]>([])
  const add = useAction(async () => {
    if (!found) return
    await addPlanItems(found.module.id, chosen)
    goBack()
  })
  if (!found) return null
  return (
    <View className='tr-page' data-testid='select-action'>
      <View className='tr-hero'><Text className='tr-hero__title'>{found.module.name || t(`training.modules.${found.module.kind}`)}</Text>
        <Text className='tr-hero__sub'>{found.day.name} · {plan.name}</Text></View>
      <MoveBrowser onPick={(move) => setChosen(toggle(chosen, move.id))}
        trailing={(move) => <Text className='tr-set__check' aria-hidden>{chosen.includes(move.id) ? '✓' : '+'}</Text>} />
      <View className='tr-bottom'>
        <Button type='primary' disabled={chosen.length === 0} {...ariaButton(chosen.length === 0)} loading={add.busy} onClick={() => void add.run()} data-testid='select-add'>
          {t('training.common.add')} ({chosen.length})</Button>
      </View>
    </View>
  )
})

export default observer(SelectActionPage)
