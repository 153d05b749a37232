// 编辑模块: a module of a day (warm-up, main, superset, circuit, cool-down) with its name, rounds and rest; opened
// with ?dayId it adds a new one at the end of that day.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { MODULE_KINDS, type ModuleKind } from '@contract/training/constants'
import type { PlanDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { goBack } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useAction } from '@/shared/use-action'
import { useRouteParams } from '@/shared/use-route-params'
import { addPlanModule, deletePlanModule, updatePlanModule } from '@/features/training/api'
import { findDay, findModule, PlanLoader } from '@/features/training/components/plan-loader'
import { Stepper } from '@/features/training/components/stepper'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function EditModulePage() {
  usePageTitle('trainEditModule')
  const params = useRouteParams('pages/train/editModule')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <ModuleForm plan={plan} moduleId={params.moduleId} dayId={params.dayId} />}</PlanLoader>
}

const ModuleForm = observer(function ModuleForm({ plan, moduleId, dayId }: { plan: PlanDetail; moduleId?: number; dayId?: number }) {
  const adding = dayId !== undefined && moduleId === undefined
  const found = adding ? null : findModule(plan, moduleId)
  const day = adding ? findDay(plan, dayId)?.day : found?.day
  const [kind, setKind] = useState<ModuleKind>(found?.module.kind ?? 'main')
  const [name, setName] = useState(found?.module.name ?? '')
  const [rounds, setRounds] = useState<number | null>(found?.module.rounds ?? 1)
  const [rest, setRest] = useState<number | null>(found?.module.restSec ?? 60)
  const body = () => ({ kind, name: name.trim(), rounds: rounds ?? 1, restSec: rest ?? 0 })
  const save = useAction(async () => {
    if (adding && day) await addPlanModule(day.id, body())
    else if (found) await updatePlanModule(found.module.id, body())
    goBack()
  })
  const remove = useAction(async () => { if (found) { await deletePlanModule(found.module.id); goBack() } })
  if (!day) return null
  return (
    <View className='tr-page' data-testid='edit-module'>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.plan.moduleKind')}</Text>
        <View className='tr-row' style={{ flexWrap: 'wrap' }}>
          {MODULE_KINDS.map((k) => (
            <View key={k} className={`tr-chip ${kind === k ? 'is-active' : ''}`} role='radio' aria-checked={kind === k} onClick={() => setKind(k)}>{t(`training.modules.${k}`)}</View>
          ))}
        </View>
        <Text className='tr-section__title'>{t('training.plan.moduleName')}</Text>
        <Input className='tr-search__input' value={name} maxlength={20} placeholder={t(`training.modules.${kind}`)} aria-label={t('training.plan.moduleName')}
          onInput={(e) => setName(e.detail.value)} />
        <View className='tr-row' style={{ marginTop: '12px' }}>
          <Stepper label={t('training.plan.rounds')} value={rounds} step={1} min={1} max={20} onChange={setRounds} />
          <Stepper label={t('training.plan.rest')} value={rest} step={15} min={0} max={900} onChange={setRest} />
        </View>
      </View>
      <View className='tr-bottom'>
        {found && <Button loading={remove.busy} onClick={() => void remove.run()}>{t('training.common.delete')}</Button>}
        <Button type='primary' loading={save.busy} onClick={() => void save.run()} data-testid='module-save'>{t('training.common.save')}</Button>
      </View>
    </View>
  )
})

export default observer(EditModulePage)
