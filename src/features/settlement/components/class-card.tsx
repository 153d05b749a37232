// One class of the organisation: course and class, dates and city, learners; with `money` also what its orders
// brought (received, refunded, net). Opens the class list (班级名单).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OrgClass } from '@contract/settlement/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { MoneyGrid } from './money-grid'
import './settlement.scss'

function OrgClassCardImpl({ item, money }: { item: OrgClass; money?: boolean }) {
  const dates = item.startDate === item.endDate ? item.startDate : `${item.startDate} ~ ${item.endDate.slice(5)}`
  return (
    <View className='settle-card' data-testid='settle-class' data-class-id={item.classId}
      onClick={() => openPage('pages/private/ep/achievementDetail', { id: item.classId })}>
      <View className='settle-card__head'>
        <Text className='settle-card__title'>{item.goodsTitle}</Text>
      </View>
      <View className='settle-card__line'>
        <Text className='settle-card__part'>{item.className}</Text>
        <Text className='settle-card__part'>{item.city}</Text>
        <Text className='settle-card__part'>{dates}</Text>
      </View>
      <View className='settle-card__line'>
        <Text className='settle-card__part' data-testid='settle-class-learners'>{t('settlement.classes.learners', { n: item.learners })}</Text>
        {money
          ? <Text className='settle-card__part'>{t('settlement.classes.paidOrders', { n: item.paidOrders })}</Text>
          : <Text className='settle-card__part'>{t('settlement.classes.capacity', { n: item.capacity })}</Text>}
        {money
          ? <Text className='settle-card__part'>{t('settlement.classes.refundedOrders', { n: item.refundedOrders })}</Text>
          : <Text className='settle-card__part'>{t('settlement.classes.attended', { n: item.attended })}</Text>}
      </View>
      {money && (
        <MoneyGrid cells={[
          { label: t('settlement.money.received'), fen: item.receivedFen, testId: 'settle-class-received' },
          { label: t('settlement.money.refunded'), fen: -item.refundedFen },
          { label: t('settlement.money.net'), fen: item.netFen }
        ]} />
      )}
    </View>
  )
}

export const OrgClassCard = observer(OrgClassCardImpl)
