// 我的班级: the classes the signed-in teacher teaches, by state, paged by the server; a class opens its sessions.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MY_CLASS_STATES, type MyClassState } from '@contract/learning/shapes'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { listTeacherClasses } from '@/features/teaching/api'
import { TeacherClassCard } from '@/features/teaching/components/teacher-class-card'
import './teacher.scss'

registerMessages(teachingMessages)

type Tab = MyClassState | 'all'
const TABS: readonly Tab[] = ['all', ...MY_CLASS_STATES]

function TeacherClassPage() {
  usePageTitle('teacherClass')
  const [tab, setTab] = useState<Tab>('all')
  const list = usePagedList((page, size) => listTeacherClasses({ page, size, state: tab === 'all' ? undefined : tab }), [tab])
  useReachBottom(list.loadMore)
  return (
    <View className='teacher-page' data-testid='teacher-classes' data-tab={tab}>
      <TabStrip className='teacher-page__tabs' value={tab} onChange={setTab}
        items={TABS.map((value) => ({ value, title: t(`teaching.classes.tabs.${value}`) }))} />
      <PagedListView list={list} emptyTitle={t('teaching.classes.empty')} emptyDescription={t('teaching.classes.emptyHint')}>
        {(items) => items.map((item) => <TeacherClassCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(TeacherClassPage)
