// 结算单明细: a statement's totals (received, refunded with the earlier months' part, net, share, paid, due) and its
// lines: each payment and refund with the order, class, learner and time.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { StatementDetail } from '@contract/settlement/shapes'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { dateTimeText } from '@/shared/time'
import { MoneyGrid } from './money-grid'
import { StatementCard } from './statement-card'
import './settlement.scss'

function StatementViewImpl({ statement }: { statement: StatementDetail }) {
  return (
    <View data-testid='settle-statement-detail'>
      <StatementCard item={statement} onOpen={false} />
      <View className='settle-card'>
        <MoneyGrid cells={[
          { label: t('settlement.money.received'), fen: statement.receivedFen, testId: 'settle-detail-received' },
          { label: t('settlement.money.refunded'), fen: -statement.refundedFen },
          { label: t('settlement.money.net'), fen: statement.netFen, testId: 'settle-detail-net' }
        ]} />
        {statement.adjustmentFen > 0 && (
          <View className='settle-card__line'>
            <Text className='settle-card__part'>{t('settlement.money.adjustment')} {price(-statement.adjustmentFen)}</Text>
          </View>
        )}
      </View>
      <View className='settle-lines'>
        <View className='settle-lines__caption'>{t('settlement.statements.lines')}</View>
        {statement.lines.map((line) => (
          <View key={line.id} className='settle-lines__row' data-testid='settle-line'>
            <View className='settle-lines__main'>
              <Text>{t(`settlement.statements.lineKinds.${line.kind}`)} · {line.learnerName} · {line.className}</Text>
              <Text className='settle-lines__sub'>
                {line.orderNo} · {dateTimeText(line.at)}{line.adjustment ? ` · ${t('settlement.statements.adjustment')}` : ''}
              </Text>
            </View>
            <Text className={`settle-lines__amount${line.amountFen < 0 ? ' settle-lines__amount--minus' : ''}`}>{price(line.amountFen)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export const StatementView = observer(StatementViewImpl)
