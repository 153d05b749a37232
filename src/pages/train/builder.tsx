// 生成计划: the week the server proposes for the planner's choice (from the library, within the tools at hand,
// without moves that load an injured joint); named and saved, it becomes a plan the user can edit.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage, redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { proposePlan, savePlannerPlan } from '@/features/training/api'
import { readDraft } from '@/features/training/planner'
import { Stepper } from '@/features/training/components/stepper'
import { WeekView } from '@/features/training/components/week-view'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function BuilderPage() {
  usePageTitle('trainBuilder')
  const [draft] = useState(readDraft)
  const proposal = useRemote(() => proposePlan(draft), [])
  const [name, setName] = useState('')
  const [weeks, setWeeks] = useState<number | null>(4)
  const save = useAction(async () => {
    const plan = await savePlannerPlan({ ...draft, name: name.trim() || proposal.data?.name, weeks: weeks ?? 1 })
    redirectToPage('pages/train/editPlan', { id: plan.id })
  })
  return (
    <RemoteView remote={proposal}>
      {(p) => (
        <View className='tr-page' data-testid='builder'>
          <View className='tr-hero'>
            <Text className='tr-hero__title' data-testid='builder-name'>{p.name}</Text>
            <Text className='tr-hero__sub'>{t('training.common.perWeek', { n: p.daysPerWeek })} · {t('training.common.minutes', { n: p.sessionMinutes })}</Text>
            {p.excludedForInjury > 0 && <Text className='tr-hero__sub'>{t('training.planner.excluded', { n: p.excludedForInjury })}</Text>}
          </View>
          <View className='tr-section'><WeekView week={p.week} onItem={(item) => openPage('pages/action/action/detail', { id: item.move.id })} /></View>
          <View className='tr-section'>
            <Text className='tr-section__title'>{t('training.plan.name')}</Text>
            <Input className='tr-search__input' value={name} placeholder={p.name} maxlength={30} aria-label={t('training.plan.name')}
              onInput={(e) => setName(e.detail.value)} />
            <Stepper label={t('training.plan.weeksCount')} value={weeks} step={1} min={1} max={16} onChange={setWeeks} />
            <Text className='tr-muted'>{t('training.planner.edit')}</Text>
          </View>
          <View className='tr-bottom'>
            <Button onClick={() => redirectToPage('pages/train/customized')}>{t('training.common.edit')}</Button>
            <Button type='primary' loading={save.busy} onClick={() => void save.run()} data-testid='builder-save'>{t('training.planner.saveAsPlan')}</Button>
          </View>
        </View>
      )}
    </RemoteView>
  )
}

export default observer(BuilderPage)
