// 订单详情: a banner with where the order stands (and the time left to pay), the class or exam schedule, the refund
// with its timeline, and what can be done now (pay, cancel, refund or withdraw it, invoice, logistics).
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { Order } from '@contract/commerce/schemas'
import { confirmAction } from '@/shared/confirm'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { cancelOrder, getOrder, withdrawRefund } from '@/features/order/api'
import { canRefund } from '@/features/order/order-labels'
import { payPlacedOrder } from '@/features/order/pay'
import { OrderFields } from '@/features/order/components/order-fields'
import { OrderGoods } from '@/features/order/components/order-goods'
import { OrderSchedule } from '@/features/order/components/order-schedule'
import { OrderStatusBanner } from '@/features/order/components/order-status-banner'
import { RefundForm } from '@/features/order/components/refund-form'
import { RefundInfo } from '@/features/order/components/refund-info'
import { RefundTimeline } from '@/features/order/components/refund-timeline'
import { usePageTitle } from '@/shared/page-title'
import './detailOrder.scss'

registerMessages(orderMessages)

/** The invoice row: view one that exists; ask for one only on a paid order with no refund open (the server agrees). */
function InvoiceCell({ order }: { order: Order }) {
  if (order.invoice) {
    return <Cell title={t('order.detail.invoice')} clickable extra={`${t(`order.invoice.mail.${order.invoice.mailStatus}`)} ›`}
      onClick={() => openPage('pages/order/invoice', { id: order.id })} />
  }
  if (order.status === 'refunding') {
    return <View data-testid='invoice-blocked'><Cell title={t('order.detail.invoice')} extra={t('order.detail.invoiceBlocked')} /></View>
  }
  if (order.status !== 'paid') return null
  return (
    <View data-testid='invoice-apply'>
      <Cell title={t('order.detail.invoice')} clickable extra={`${t('order.detail.invoiceApply')} ›`} onClick={() => openPage('pages/order/invoice', { id: order.id })} />
    </View>
  )
}

function Detail({ order, reload }: { order: Order; reload: () => void }) {
  const [refunding, setRefunding] = useState(false)
  const cancel = useAction(async () => {
    if (!(await confirmAction({ content: t('order.detail.cancelConfirm') }))) return
    await cancelOrder(order.id)
    reload()
  })
  const withdraw = useAction(async () => {
    if (!(await confirmAction({ content: t('order.refund.cancelConfirm') }))) return
    await withdrawRefund(order.id)
    void showToast(t('order.refund.cancelled'))
    reload()
  })
  const pay = useAction(() => payPlacedOrder(order))
  const refundPending = order.status === 'refunding' && order.refund?.status === 'pending'
  return (
    <View className='order-detail' data-testid='order-detail' data-status={order.status}>
      <OrderStatusBanner order={order} onExpired={reload} />
      {order.refund && <RefundTimeline refund={order.refund} />}
      <OrderGoods goods={order.goods} detail={order.className} />
      {order.schedule && <OrderSchedule schedule={order.schedule} />}
      {order.address && (
        <CellGroup title={t('order.detail.address')}>
          <Cell title={`${order.address.recipient} ${order.address.phone}`} description={`${order.address.region} ${order.address.detail}`} />
        </CellGroup>
      )}
      <OrderFields order={order} />
      {order.refund && <RefundInfo refund={order.refund} />}
      <CellGroup className='order-detail__more'>
        <InvoiceCell order={order} />
        {order.logistics && <Cell title={t('order.detail.logistics')} clickable extra='›' onClick={() => openPage('pages/order/logistics', { id: order.id })} />}
      </CellGroup>
      <View className='order-detail__bar'>
        {order.status === 'unpaid' && (
          <>
            <Button fill='outline' loading={cancel.busy} onClick={cancel.run} data-testid='order-cancel'>{t('order.actions.cancel')}</Button>
            <Button type='primary' loading={pay.busy} onClick={pay.run} data-testid='order-pay'>{t('order.actions.pay')}</Button>
          </>
        )}
        {canRefund(order) && <Button fill='outline' onClick={() => setRefunding(true)} data-testid='order-refund'>{t('order.actions.refund')}</Button>}
        {refundPending && (
          <Button fill='outline' loading={withdraw.busy} onClick={withdraw.run} data-testid='refund-withdraw'>{t('order.actions.cancelRefund')}</Button>
        )}
      </View>
      {canRefund(order) && (
        <RefundForm order={order} visible={refunding} onClose={() => setRefunding(false)} onDone={() => { setRefunding(false); reload() }} />
      )}
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads.
const DetailOrderContent = observer(function DetailOrderContent({ id }: { id: number }) {
  const remote = useRemote(() => getOrder(id), [id])
  useDidShow(() => { if (remote.data) remote.reload() })
  return <RemoteView remote={remote}>{(order) => <Detail order={order} reload={remote.reload} />}</RemoteView>
})

function DetailOrderPage() {
  usePageTitle('orderDetail')
  const params = useRouteParams('pages/order/detailOrder')
  return params ? <DetailOrderContent id={params.id} /> : <InvalidLink />
}

export default observer(DetailOrderPage)
