// 确认订单: the chosen goods and class or session, address, coupon, points, invoice, agreements; the server
// computes every amount. Submitting creates the order (once per screen) and starts the payment.
import { useEffect, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { InvalidLink, useIdParam } from '@/shared/ui/invalid-link'
import type { Address } from '@contract/account'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAction } from '@/shared/use-action'
import { SELECTED_ADDRESS_KEY } from '@/features/account/addresses'
import { CheckoutStore } from '@/features/order/checkout-store'
import { CheckoutOptions } from '@/features/order/components/checkout-options'
import { OrderGoods } from '@/features/order/components/order-goods'
import { PriceRows } from '@/features/order/components/price-rows'
import { payForOrder } from '@/features/order/pay'
import './confirmOrder.scss'

const num = (v?: string) => (v && Number(v) > 0 ? Number(v) : undefined)

// An observer as well, so it follows the language and any store it reads.
const ConfirmOrderContent = observer(function ConfirmOrderContent({ goodsId }: { goodsId: number }) {
  const { params } = useRouter()
  const [store] = useState(() => new CheckoutStore({
    goodsId, classId: num(params.classId), examSessionId: num(params.examSessionId)
  }))
  useEffect(() => { void store.refresh() }, [store])
  // Back from the address list: take the address picked there.
  useDidShow(() => {
    const picked = session.temp[SELECTED_ADDRESS_KEY] as Address | undefined
    if (picked) { store.setAddress(picked); session.setTemp(SELECTED_ADDRESS_KEY, undefined) }
  })
  const submit = useAction(async () => {
    if (store.missing) return void showToast(t(store.missing))
    const order = await store.submit()
    if (store.invoice) session.setPrevInv({ ...store.invoice })
    await payForOrder(order)
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
      ]} total={{ label: 'order.price.payable', fen: quote.payableFen }} />
      <View className='checkout__bar'>
        <Text className='checkout__total'>{t('order.checkout.total')}<Text className='checkout__pay'>{price(quote.payableFen)}</Text></Text>
        <Button type='primary' loading={submit.busy || store.loading} onClick={submit.run} data-testid='submit-order'>
          {t('order.checkout.submit')}
        </Button>
      </View>
    </View>
  )
})

function ConfirmOrderPage() {
  const goodsId = useIdParam('goodsId')
  return goodsId ? <ConfirmOrderContent goodsId={goodsId} /> : <InvalidLink />
}

export default observer(ConfirmOrderPage)
