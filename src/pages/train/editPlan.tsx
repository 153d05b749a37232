// 编辑计划: one plan: its weeks and days (start a day, edit or view a week, add a week), its name and note, and
// what can be done with it: share, copy, assign to clients (a trainer's template), delete. Opened without an id
// it shows the latest plan.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PlanDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { confirmAction } from '@/shared/confirm'
import { registerMessages, t } from '@/shared/i18n'
import { goBack, openPage, redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { session } from '@/shared/session'
import { ariaButton, inputLabel } from '@/shared/ui/aria'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { addPlanWeek, copyPlan, deletePlan, updatePlan } from '@/features/training/api'
import { loadPlanOrLatest } from '@/features/training/latest-plan'
import { AssignSheet } from '@/features/training/components/assign-sheet'
import { WeekView } from '@/features/training/components/week-view'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function EditPlanPage() {
  usePageTitle('trainEditPlan')
  const params = useRouteParams('pages/train/editPlan')
  const remote = useRemote(() => loadPlanOrLatest(params?.id), [params?.id])
  useOnReturn(() => { void remote.reload() })
  if (!params) return <InvalidLink />
  if (remote.data === null) return <Empty title={t('training.plan.emptyTitle')} description={t('training.plan.emptyDesc')} />
  return <RemoteView remote={remote}>{(plan) => <PlanEditor key={plan.id} initial={plan} />}</RemoteView>
}

const PlanEditor = observer(function PlanEditor({ initial }: { initial: PlanDetail }) {
  const [plan, setPlan] = useState(initial)
  const [name, setName] = useState(initial.name)
  const [assigning, setAssigning] = useState(false)
  const isTrainer = session.userInfo?.roles.includes('trainer') ?? false
  const renamed = Boolean(name.trim()) && name.trim() !== plan.name
  const rename = useAction(async () => setPlan(await updatePlan(plan.id, { name: name.trim(), note: plan.note, isTemplate: plan.isTemplate })))
  const addWeek = useAction(async () => setPlan(await addPlanWeek(plan.id, { copyFromWeekId: plan.schedule[plan.schedule.length - 1]?.id })))
  const copy = useAction(async () => redirectToPage('pages/train/editPlan', { id: (await copyPlan(plan.id)).id }))
  const remove = useAction(async () => {
    if (!(await confirmAction({ content: t('training.common.delete') + ' ' + plan.name }))) return
    await deletePlan(plan.id)
    goBack()
  })
  return (
    <View className='tr-page' data-testid='edit-plan' data-plan-id={plan.id}>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.plan.name')}</Text>
        <View className='tr-row'>
          <Input className='tr-search__input tr-spacer' value={name} maxlength={30} {...inputLabel(t('training.plan.name'))}
            onInput={(e) => setName(e.detail.value)} data-testid='plan-name' />
          <Button size='small' disabled={!renamed} {...ariaButton(!renamed)} loading={rename.busy} onClick={() => void rename.run()}>
            {t('training.common.save')}</Button>
        </View>
        <Text className='tr-muted'>{t(`training.sources.${plan.source}`)}{plan.assignedBy ? ` · ${plan.assignedBy.nickname}` : ''}</Text>
      </View>
      {plan.schedule.map((week) => (
        <View key={week.id} className='tr-section'>
          <View className='tr-row'>
            <Text className='tr-section__title tr-spacer'>{t('training.common.week', { n: week.weekNo })}</Text>
            <Button size='small' onClick={() => openPage('pages/train/planWeekShow', { planId: plan.id, week: week.weekNo })}>{t('shell.titles.trainWeek')}</Button>
            <Button size='small' onClick={() => openPage('pages/train/editPlanWeek', { planId: plan.id, week: week.weekNo })} data-testid='edit-week'>{t('training.common.edit')}</Button>
          </View>
          <WeekView week={week} dayAction={(day) => day.restDay || day.modules.length === 0 ? null : (
            <Button size='small' type='primary' onClick={() => openPage('pages/train/training', { planDayId: day.id })} data-testid='start-day'>
              {t('training.training.start')}</Button>
          )} />
        </View>
      ))}
      <View className='tr-links'>
        <View className='tr-link' role='button' onClick={() => void addWeek.run()}>{t('training.plan.addWeek')}</View>
        <View className='tr-link' role='button' onClick={() => void copy.run()}>{t('training.plan.copy')}</View>
        <View className='tr-link' role='button' onClick={() => void remove.run()}>{t('training.common.delete')}</View>
      </View>
      <View className='tr-bottom'>
        <Button onClick={() => openPage('pages/train/sharePlan', { planId: plan.id })} data-testid='plan-share'>{t('training.plan.share')}</Button>
        {isTrainer && <Button type='primary' onClick={() => setAssigning(true)} data-testid='plan-assign'>{t('training.plan.assign')}</Button>}
      </View>
      {isTrainer && <AssignSheet planId={plan.id} visible={assigning} onClose={() => setAssigning(false)} />}
    </View>
  )
})

export default observer(EditPlanPage)
