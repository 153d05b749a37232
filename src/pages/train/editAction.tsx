// 编辑动作: a move of a plan: its sets (reps, load as fixed kg, % of 1RM or RIR, time or distance, rest), a note,
// and its progression rule (add load or reps after a successful session, deload after failures in a row).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { LOAD_MODES, PROGRESSION_KINDS } from '@contract/training/constants'
import type { PlanDetail, SetTarget, WorkoutItem } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { goBack, openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useAction } from '@/shared/use-action'
import { useRouteParams } from '@/shared/use-route-params'
import { deletePlanItem, updatePlanItem } from '@/features/training/api'
import { findItem, PlanLoader } from '@/features/training/components/plan-loader'
import { Stepper } from '@/features/training/components/stepper'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function EditActionPage() {
  usePageTitle('trainEditAction')
  const params = useRouteParams('pages/train/editAction')
  if (!params) return <InvalidLink />
  return <PlanLoader planId={params.planId}>{(plan) => <ItemForm plan={plan} itemId={params.itemId} />}</PlanLoader>
}

const ItemForm = observer(function ItemForm({ plan, itemId }: { plan: PlanDetail; itemId?: number }) {
  const found = findItem(plan, itemId)
  return found ? <ItemEditor item={found.item} /> : null
})

function ItemEditor({ item }: { item: WorkoutItem }) {
  const [sets, setSets] = useState<SetTarget[]>(item.sets)
  const [progression, setProgression] = useState(item.progression)
  const unit = item.move.unit
  const patch = (i: number, change: Partial<SetTarget>) => setSets(sets.map((s, j) => (j === i ? { ...s, ...change } : s)))
  const save = useAction(async () => {
    await updatePlanItem(item.id, { sets, note: item.note, progression })
    goBack()
  })
  const remove = useAction(async () => { await deletePlanItem(item.id); goBack() })
  return (
    <View className='tr-page' data-testid='edit-action'>
      <View className='tr-section'>
        <View className='tr-card__title' role='link' onClick={() => openPage('pages/action/action/detail', { id: item.move.id })}>{item.move.name}</View>
        <Text className='tr-muted'>{t(`training.units.${unit}`)}</Text>
      </View>
      {sets.map((set, i) => (
        <View key={i} className='tr-section' data-testid='edit-set'>
          <View className='tr-row'>
            <Text className='tr-section__title tr-spacer'>{t('training.training.setOf', { n: i + 1, total: sets.length })}</Text>
            {sets.length > 1 && <View className='tr-link' role='button' onClick={() => setSets(sets.filter((_, j) => j !== i))}>{t('training.common.delete')}</View>}
          </View>
          {unit === 'weight' && (
            <View className='tr-row' style={{ flexWrap: 'wrap' }}>
              {LOAD_MODES.map((m) => <View key={m} className={`tr-chip ${set.loadMode === m ? 'is-active' : ''}`} role='radio' aria-checked={set.loadMode === m}
                onClick={() => patch(i, { loadMode: m })}>{t(`training.loadModes.${m}`)}</View>)}
            </View>
          )}
          <View className='tr-row' style={{ flexWrap: 'wrap' }}>
            {(unit === 'weight' || unit === 'reps') && <Stepper label={t('training.plan.reps')} value={set.reps} step={1} min={1} max={100} onChange={(reps) => patch(i, { reps })} />}
            {unit === 'weight' && <Stepper label={t('training.plan.load')} value={set.load} step={set.loadMode === 'fixed' ? 2.5 : 1} max={1000} onChange={(load) => patch(i, { load })} />}
            {unit === 'time' && <Stepper label={t('training.training.seconds')} value={set.durationSec} step={5} min={1} max={7200} onChange={(durationSec) => patch(i, { durationSec })} />}
            {unit === 'distance' && <Stepper label={t('training.training.distance')} value={set.distanceM} step={50} min={1} max={100000} onChange={(distanceM) => patch(i, { distanceM })} />}
            <Stepper label={t('training.plan.rest')} value={set.restSec} step={15} max={900} onChange={(restSec) => patch(i, { restSec: restSec ?? 0 })} />
          </View>
        </View>
      ))}
      <View className='tr-links'>
        <View className='tr-link' role='button' onClick={() => setSets([...sets, { ...sets[sets.length - 1] }])} data-testid='add-set'>+ {t('training.training.addSet')}</View>
      </View>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.plan.progression')}</Text>
        <View className='tr-row' style={{ flexWrap: 'wrap' }}>
          {PROGRESSION_KINDS.map((k) => <View key={k} className={`tr-chip ${progression.kind === k ? 'is-active' : ''}`} role='radio' aria-checked={progression.kind === k}
            onClick={() => setProgression({ ...progression, kind: k })}>{t(`training.progressionKinds.${k}`)}</View>)}
        </View>
        {progression.kind === 'add_load' && <Stepper label={t('training.plan.loadStep')} value={progression.loadStep} step={0.5} max={50}
          onChange={(v) => setProgression({ ...progression, loadStep: v ?? 0 })} />}
        {progression.kind === 'add_reps' && <Stepper label={t('training.plan.repsStep')} value={progression.repsStep} step={1} max={10}
          onChange={(v) => setProgression({ ...progression, repsStep: v ?? 0 })} />}
        {progression.kind !== 'none' && <Text className='tr-muted'>{t('training.plan.deload', { n: progression.deloadAfterFailures, p: progression.deloadPercent })}</Text>}
      </View>
      <View className='tr-bottom'>
        <Button loading={remove.busy} onClick={() => void remove.run()}>{t('training.common.delete')}</Button>
        <Button type='primary' loading={save.busy} onClick={() => void save.run()} data-testid='item-save'>{t('training.common.save')}</Button>
      </View>
    </View>
  )
}

export default observer(EditActionPage)
