// 支付结果: what the server says about the payment, asked until it is settled (the client callback proves nothing).
import { Text, View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { Checked, Failure } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { isPaid } from '@contract/money'
import { orderMessages } from '@/locales/order'
import { registerMessages, t } from '@/shared/i18n'
import { COURSE_TAB_ROUTE, HOME_ROUTE } from '@/shared/routes'
import { redirectToPage, switchToTab } from '@/shared/navigation'
import { useRouteParams } from '@/shared/use-route-params'
import { Empty } from '@/shared/ui/empty'
import { usePaymentStatus } from '@/features/order/use-payment-status'
import { PayStatusBanner } from '@/features/order/components/pay-status-banner'
import { usePageTitle } from '@/shared/page-title'
import './payView.scss'

registerMessages(orderMessages)

function PayViewPage() {
  usePageTitle('payResult')
  const params = useRouteParams('pages/order/payView')
  if (!params) return <Empty status='error' title={t('order.pay.noOrder')} />
  return <PayResult id={params.id} />
}

function PayResult({ id }: { id: number }) {
  const { status, gaveUp, retry } = usePaymentStatus(id)
  const paid = status !== null && isPaid({ status })
  const failed = status === 'closed'
  return (
    <View className='pay-view' data-testid='pay-view' data-status={status ?? 'checking'}>
      {paid && <Checked size={64} color='#0DBC3B' />}
      {failed && <Failure size={64} color='#e5484d' />}
      {!paid && !failed && !gaveUp && <Loading type='spinner' />}
      <Text className='pay-view__title'>
        {paid ? t('order.pay.paid') : failed ? t('order.pay.closed') : gaveUp ? t('order.pay.unknown') : t('order.pay.checking')}
      </Text>
      <PayStatusBanner id={id} status={status} />
      {gaveUp && !paid && <Button fill='outline' type='primary' onClick={retry}>{t('order.pay.checkAgain')}</Button>}
      <View className='pay-view__actions'>
        <Button type='primary' block onClick={() => redirectToPage('pages/order/detailOrder', { id })} data-testid='view-order'>
          {t('order.pay.viewOrder')}
        </Button>
        <Button fill='outline' block onClick={() => switchToTab(HOME_ROUTE)}>{t('order.pay.home')}</Button>
        {failed && <Button fill='none' block onClick={() => switchToTab(COURSE_TAB_ROUTE)}>{t('order.pay.browse')}</Button>}
      </View>
    </View>
  )
}

export default observer(PayViewPage)
