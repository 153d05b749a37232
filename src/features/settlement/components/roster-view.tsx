// 班级名单: one class of the organisation with its figures, then its paid learners (phone masked), paged.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { dateTimeText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { RemoteView } from '@/shared/ui/remote-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { getOrgClass, listOrgClassLearners } from '../api'
import { OrgClassCard } from './class-card'
import './settlement.scss'

function ClassRosterViewImpl({ classId }: { classId: number }) {
  const cls = useRemote(() => getOrgClass(classId), [classId])
  const list = usePagedList((page, size) => listOrgClassLearners(classId, { page, size }), [classId], 20)
  useReachBottom(list.loadMore)
  return (
    <View className='settle-page' data-testid='settle-roster'>
      <RemoteView remote={cls}>{(item) => <OrgClassCard item={item} money />}</RemoteView>
      <View className='settle-lines'>
        <View className='settle-lines__caption'>{t('settlement.classes.roster')}</View>
        <PagedListView list={list} emptyTitle={t('settlement.learners.empty')} emptyDescription={t('settlement.learners.emptyHint')}>
          {(items) => items.map((l) => (
            <View key={l.orderId} className='settle-lines__row' data-testid='settle-learner'>
              <View className='settle-lines__main'>
                <Text>{l.name} · {l.phone}</Text>
                <Text className='settle-lines__sub'>{l.orderNo} · {t('settlement.learners.paidAt', { time: dateTimeText(l.paidAt) })}</Text>
                {l.refundedFen > 0 && <Text className='settle-lines__sub'>{t('settlement.learners.refundedPart', { amount: price(l.refundedFen) })}</Text>}
              </View>
              <View className='settle-lines__side'>
                <Text className='settle-lines__amount'>{price(l.amountFen)}</Text>
                <Text className={`settle-card__tag settle-card__tag--${l.status}`}>{t(`settlement.learners.status.${l.status}`)}</Text>
              </View>
            </View>
          ))}
        </PagedListView>
      </View>
    </View>
  )
}

export const ClassRosterView = observer(ClassRosterViewImpl)
