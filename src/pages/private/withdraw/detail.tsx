// 提现详情: one withdrawal request: amount, status, when it was asked, reviewed and paid, the payment reference or
// the reason it was rejected; while WeChat Pay waits for the salesperson, 确认收款 and 刷新状态 (withdrawal-receipt).
import { Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Withdrawal } from '@contract/sales/shapes'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getWithdrawal } from '@/features/sales/api'
import { WithdrawalReceipt } from '@/features/sales/components/withdrawal-receipt'
import '@/features/sales/components/sales-page.scss'

registerMessages(salesMessages)

function rows(w: Withdrawal): Array<{ key: string; label: string; value: string }> {
  return [
    { key: 'requested', label: t('sales.withdraw.requestedAt'), value: dateTimeText(w.createdAt) },
    ...(w.reviewedAt ? [{ key: 'reviewed', label: t('sales.withdraw.reviewedAt'), value: dateTimeText(w.reviewedAt) }] : []),
    ...(w.paidAt ? [{ key: 'paid', label: t('sales.withdraw.paidAt'), value: dateTimeText(w.paidAt) }] : []),
    ...(w.reference ? [{ key: 'reference', label: t('sales.withdraw.reference'), value: w.reference }] : []),
    ...(w.status === 'rejected' && w.note ? [{ key: 'reason', label: t('sales.withdraw.reason'), value: w.note }] : [])
  ]
}

function Detail({ id }: { id: number }) {
  const remote = useRemote(() => getWithdrawal(id), [id])
  return (
    <RemoteView remote={remote}>
      {(w) => (
        <View data-testid='withdrawal-detail' data-status={w.status}>
          <View className='sales-page__summary'>
            <Text className='sales-page__summary-value'>{price(w.amountFen)}</Text>
            <Text className='sales-page__summary-label'>{t(`sales.withdraw.status.${w.status}`)}</Text>
          </View>
          <CellGroup className='sales-page__group'>
            {rows(w).map((row) => <Cell key={row.key} title={row.label} extra={row.value} />)}
          </CellGroup>
          <WithdrawalReceipt withdrawal={w} onChanged={remote.reload} />
        </View>
      )}
    </RemoteView>
  )
}

function WithdrawDetailPage() {
  usePageTitle('withdrawDetail')
  const params = useRouteParams('pages/private/withdraw/detail')
  return <View className='sales-page'>{params ? <Detail id={params.id} /> : <InvalidLink />}</View>
}

export default observer(WithdrawDetailPage)
