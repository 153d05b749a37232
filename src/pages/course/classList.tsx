// 班级列表: the classes the signed-in learner has joined (paid orders of a class), by state, paged by the server.
// 支付成功 leads here, and so does 我的 → 我的班级. Each card opens 班级详情; its buttons the course and the order.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MY_CLASS_STATES, type MyClassState } from '@contract/learning/shapes'
import { learningMessages } from '@/locales/learning'
import { registerMessages, t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { COURSE_TAB_ROUTE } from '@/shared/routes'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { useOnReturn } from '@/shared/use-on-return'
import { listMyClasses } from '@/features/learning/api'
import { ClassCard } from '@/features/learning/components/class-card'
import './classList.scss'

registerMessages(learningMessages)

type Tab = MyClassState | 'all'
const TABS: readonly Tab[] = ['all', ...MY_CLASS_STATES]

function ClassListPage() {
  usePageTitle('classList')
  const [tab, setTab] = useState<Tab>('all')
  const list = usePagedList((page, size) => listMyClasses({ page, size, state: tab === 'all' ? undefined : tab }), [tab])
  // Back from an order: a refund may have been asked for or paid out meanwhile.
  useOnReturn(() => { void list.reload() })
  useReachBottom(list.loadMore)

  return (
    <View className='class-list' data-testid='class-list' data-tab={tab}>
      <TabStrip className='class-list__tabs' value={tab} onChange={setTab}
        items={TABS.map((value) => ({ value, title: t(`learning.classes.tabs.${value}`) }))} />
      <PagedListView list={list} emptyTitle={t(`learning.classes.empty.${tab}`)} emptyDescription={t('learning.classes.emptyHint')}
        emptyAction={{ text: t('learning.classes.browse'), onAction: () => switchToTab(COURSE_TAB_ROUTE) }}>
        {(items) => items.map((item) => <ClassCard key={item.seatId} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(ClassListPage)
