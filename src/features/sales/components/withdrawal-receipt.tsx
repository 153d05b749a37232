// 确认收款 on a withdrawal WeChat Pay holds for the salesperson's confirmation: the button opens WeChat's page in the
// mini-program (the H5 app says to go there), then the result is read from WeChat; 刷新状态 reads it on both.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { Withdrawal } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { ariaButton } from '@/shared/ui/aria'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { refreshWithdrawal } from '../api'
import { openReceiptConfirmation, receiptAction, refreshedMessage } from '../receipt'

export function WithdrawalReceipt({ withdrawal, onChanged }: { withdrawal: Withdrawal; onChanged: () => Promise<void> }) {
  const action = receiptAction(withdrawal)
  const refresh = useAction(async () => {
    const next = await refreshWithdrawal(withdrawal.id)
    await showToast(t(`sales.withdraw.receipt.${refreshedMessage(next)}`))
    await onChanged()
  })
  const confirm = useAction(async () => {
    const result = await openReceiptConfirmation(withdrawal)
    if (result === 'confirmed') return refresh.run()
    await showToast(t(result === 'cancelled' ? 'sales.withdraw.receipt.cancelled' : 'sales.withdraw.receipt.openFailed'))
  })
  if (action === 'none') return null
  return (
    <View className='sales-page__receipt' data-testid='withdrawal-receipt' data-action={action}>
      {action === 'confirm'
        ? <View className='sales-page__actions'>
            <Button type='primary' loading={confirm.busy || refresh.busy} data-testid='withdrawal-confirm' onClick={confirm.run}>
              {t('sales.withdraw.receipt.confirm')}
            </Button>
          </View>
        : <Text className='sales-page__empty' data-testid='withdrawal-open-weapp'>{t('sales.withdraw.receipt.openWeapp')}</Text>}
      <Text className='sales-page__link' {...ariaButton(refresh.busy)} data-testid='withdrawal-refresh'
        onClick={refresh.busy ? undefined : refresh.run}>
        {t('sales.withdraw.receipt.refresh')}
      </Text>
    </View>
  )
}
