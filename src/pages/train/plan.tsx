// 我的计划: the user's plans (own, from the planner or a program, assigned by a trainer, copied), and a trainer's
// templates; a new empty plan, or the planner.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { session } from '@/shared/session'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useAction } from '@/shared/use-action'
import { useOnReturn } from '@/shared/use-on-return'
import { usePagedList } from '@/shared/use-paged-list'
import { createPlan, listPlans } from '@/features/training/api'
import { PlanCard } from '@/features/training/components/plan-card'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

type Tab = 'mine' | 'templates'

function PlansPage() {
  usePageTitle('trainPlans')
  const isTrainer = session.userInfo?.roles.includes('trainer') ?? false
  const [tab, setTab] = useState<Tab>('mine')
  const list = usePagedList((page, size) => listPlans({ page, size, templates: tab === 'templates' ? 'true' : undefined }), [tab])
  useOnReturn(() => { void list.reload() })
  useReachBottom(list.loadMore)
  const create = useAction(async () => {
    const plan = await createPlan({ name: t('training.plan.create'), weeks: 1, daysPerWeek: 3, isTemplate: tab === 'templates' })
    openPage('pages/train/editPlan', { id: plan.id })
  })
  return (
    <View className='tr-page' data-testid='plan-list'>
      {isTrainer && <TabStrip value={tab} onChange={setTab}
        items={[{ value: 'mine', title: t('training.plan.mine') }, { value: 'templates', title: t('training.plan.templates') }]} />}
      <PagedListView list={list} emptyTitle={t('training.plan.emptyTitle')} emptyDescription={t('training.plan.emptyDesc')}
        emptyAction={{ text: t('trainTab.entries.planner'), onAction: () => openPage('pages/train/customized') }}>
        {(items) => items.map((plan) => <PlanCard key={plan.id} plan={plan} onOpen={() => openPage('pages/train/editPlan', { id: plan.id })} />)}
      </PagedListView>
      <View className='tr-bottom'>
        <Button onClick={() => openPage('pages/train/customized')}>{t('trainTab.entries.planner')}</Button>
        <Button type='primary' loading={create.busy} onClick={() => void create.run()} data-testid='plan-create'>{t('training.plan.create')}</Button>
      </View>
    </View>
  )
}

export default observer(PlansPage)
