// 确认订单 for an order that already exists and is unpaid: its amounts as placed, the time left to pay, and pay.
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { Order } from '@contract/commerce/schemas'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { price } from '@/shared/money'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { clockText } from '@/shared/time'
import { getOrder } from '@/features/order/api'
import { OrderGoods } from '@/features/order/components/order-goods'
import { PriceRows } from '@/features/order/components/price-rows'
import { payForOrder } from '@/features/order/pay'
import { usePageTitle } from '@/shared/page-title'
import './confirmOrder.scss'

registerMessages(orderMessages)

function Unpaid({ order }: { order: Order }) {
  const pay = useAction(() => payForOrder(order))
  const payable = order.amountDueFen
  return (
    <View className='checkout' data-testid='reconfirm-order'>
      <OrderGoods goods={order.goods} detail={order.className} extra={t('order.pay.deadline', { time: clockText(order.payDeadline) })} />
      <PriceRows rows={[
        { key: 'goods', label: 'order.price.goods', fen: order.totalFen },
        { key: 'bundle', label: 'order.price.bundle', fen: order.bundleDeductionFen, minus: true },
        { key: 'coupon', label: 'order.price.coupon', fen: order.couponDiscountFen, minus: true },
        { key: 'points', label: 'order.price.points', fen: order.pointsUsed, minus: true }
      ]} total={{ label: 'order.price.payable', fen: payable }} />
      <View className='checkout__bar'>
        <Text className='checkout__total'>{t('order.checkout.total')}<Text className='checkout__pay'>{price(payable)}</Text></Text>
        <Button type='primary' loading={pay.busy} onClick={pay.run} data-testid='pay-now'>{t('order.actions.pay')}</Button>
      </View>
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads.
const ReConfirmOrderContent = observer(function ReConfirmOrderContent({ id }: { id: number }) {
  const remote = useRemote(() => getOrder(id), [id])
  useEffect(() => {
    // Paid or closed meanwhile: the detail page is the right place.
    if (remote.data && remote.data.status !== 'unpaid') redirectToPage('pages/order/detailOrder', { id })
  }, [remote.data, id])
  return <RemoteView remote={remote}>{(order) => <Unpaid order={order} />}</RemoteView>
})

function ReConfirmOrderPage() {
  usePageTitle('confirmOrder')
  const params = useRouteParams('pages/order/reConfirmOrder')
  return params ? <ReConfirmOrderContent id={params.id} /> : <InvalidLink />
}

export default observer(ReConfirmOrderPage)
