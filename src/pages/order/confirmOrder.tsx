// 确认订单: the chosen goods and class or session, address, coupon, points, invoice, agreements; the server
// computes every amount. Submitting creates the order (once per screen) and starts the payment.
import { useEffect, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { couponMessages } from '@/locales/coupon'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { HAND_OFF, handOff } from '@/shared/hand-off'
import type { RouteParams } from '@/shared/route-url'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAction } from '@/shared/use-action'
import { CheckoutStore } from '@/features/order/checkout-store'
import { CheckoutOptions } from '@/features/order/components/checkout-options'
import { OrderGoods } from '@/features/order/components/order-goods'
import { PriceRows } from '@/features/order/components/price-rows'
import { payForOrder } from '@/features/order/pay'
import { CheckoutPayMethod } from '@/features/payment'
import type { PayChannel } from '@contract/commerce/constants'
import { usePageTitle } from '@/shared/page-title'
import './confirmOrder.scss'

registerMessages(couponMessages, orderMessages)

// An observer as well, so it follows the language and any store it reads.
type Params = RouteParams<'pages/order/confirmOrder'>

const ConfirmOrderContent = observer(function ConfirmOrderContent({ params }: { params: Params }) {
  const [store] = useState(() => new CheckoutStore(params))
  const [payChannel, setPayChannel] = useState<PayChannel | null>(null)
  useEffect(() => { void store.refresh() }, [store])
  // Back from the address list: take the address picked there.
  useDidShow(() => {
    const picked = handOff.take(HAND_OFF.selectedAddress)
    if (picked) store.setAddress(picked)
  })
  const submit = useAction(async () => {
    const missing = store.checkBeforeSubmit()
    if (missing) return void showToast(t(missing))
    const order = await store.submit()
    if (store.invoice) session.setPrevInv({ ...store.invoice })
    await payForOrder(order, payChannel)
  })

  const quote = store.quote
  if (!quote && store.loading) return <PageLoading />
  if (!quote) return <Empty status='error' title={t('common.remote.error')} actionText={t('common.action.retry')} onAction={() => void store.refresh()} />
  return (
    <View className='checkout' data-testid='confirm-order'>
      <OrderGoods goods={quote.goods} detail={quote.choice || undefined} />
      <CheckoutOptions store={store} />
      <PriceRows rows={[
        { key: 'goods', label: 'order.price.goods', fen: quote.priceFen },
        { key: 'bundle', label: 'order.price.bundle', fen: quote.bundleDeductionFen, minus: true },
        { key: 'coupon', label: 'order.price.coupon', fen: quote.couponDiscountFen, minus: true },
        { key: 'points', label: 'order.price.points', fen: quote.pointsDiscountFen, minus: true }
      ]} total={{ label: 'order.price.payable', fen: quote.amountDueFen }} />
      <CheckoutPayMethod value={payChannel} onChange={setPayChannel} />
      <View className='checkout__bar'>
        <Text className='checkout__total'>{t('order.checkout.total')}<Text className='checkout__pay'>{price(quote.amountDueFen)}</Text></Text>
        <Button type='primary' loading={submit.busy || store.loading} onClick={submit.run} data-testid='submit-order'>
          {t('order.checkout.submit')}
        </Button>
      </View>
    </View>
  )
})

function ConfirmOrderPage() {
  usePageTitle('confirmOrder')
  const params = useRouteParams('pages/order/confirmOrder')
  return params ? <ConfirmOrderContent params={params} /> : <InvalidLink />
}

export default observer(ConfirmOrderPage)
