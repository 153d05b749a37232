// The organisation over its classes, paged by the server: 我的班级 (seats and attendance) and 班级结算 (money).
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listOrgClasses } from '../api'
import { OrgClassCard } from './class-card'
import { OrgBanner } from './org-banner'
import './settlement.scss'

function OrgClassesViewImpl({ money, testId }: { money?: boolean; testId: string }) {
  const list = usePagedList((page, size) => listOrgClasses({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='settle-page' data-testid={testId}>
      <OrgBanner />
      <PagedListView list={list} emptyTitle={t('settlement.classes.empty')} emptyDescription={t('settlement.classes.emptyHint')}>
        {(items) => items.map((item) => <OrgClassCard key={item.classId} item={item} money={money} />)}
      </PagedListView>
    </View>
  )
}

export const OrgClassesView = observer(OrgClassesViewImpl)
