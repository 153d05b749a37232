// One statement in the list (EP付款明细): month and state, the share, what was paid and what is still due.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Statement } from '@contract/settlement/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import { percentText } from '../format'
import { MoneyGrid } from './money-grid'
import './settlement.scss'

function StatementCardImpl({ item, onOpen }: { item: Statement; onOpen?: boolean }) {
  const open = onOpen === false ? undefined : () => openPage('pages/private/ep/payInfoDetail', { id: item.id })
  return (
    <View className='settle-card' data-testid='settle-statement' data-statement-id={item.id} data-status={item.status} onClick={open}>
      <View className='settle-card__head'>
        <Text className='settle-card__title'>{t('settlement.statements.month', { month: item.month })}</Text>
        <Text className={`settle-card__tag settle-card__tag--${item.status}`}>{t(`settlement.statements.status.${item.status}`)}</Text>
      </View>
      <View className='settle-card__line'>
        <Text className='settle-card__part'>{t('settlement.org.share', { percent: percentText(item.shareBp) })}</Text>
        <Text className='settle-card__part'>{t('settlement.statements.opened', { n: item.classesOpened })}</Text>
        <Text className='settle-card__part'>{t('settlement.statements.learners', { n: item.learners })}</Text>
      </View>
      <View className='settle-card__line'>
        {item.confirmedAt && <Text className='settle-card__part'>{t('settlement.statements.confirmedAt', { time: dateText(item.confirmedAt) })}</Text>}
        {item.paidAt && <Text className='settle-card__part'>{t('settlement.statements.paidAt', { time: dateText(item.paidAt) })}</Text>}
        {item.paymentRef && <Text className='settle-card__part'>{t('settlement.statements.reference', { ref: item.paymentRef })}</Text>}
      </View>
      <MoneyGrid cells={[
        { label: t('settlement.money.share'), fen: item.shareFen, testId: 'settle-statement-share' },
        { label: t('settlement.money.paid'), fen: item.paidFen },
        { label: t('settlement.money.due'), fen: item.dueFen }
      ]} />
    </View>
  )
}

export const StatementCard = observer(StatementCardImpl)
