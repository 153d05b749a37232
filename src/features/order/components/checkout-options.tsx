// The choices on the confirm-order screen: address, coupon, points, invoice, agreements.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Cell, CellGroup, Checkbox, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { addressText } from '@/features/account'
import { t } from '@/shared/i18n'
import { minusPrice, price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { session } from '@/shared/session'
import type { CheckoutStore } from '../checkout-store'
import { savingOf } from '../coupon-choice'
import { CouponPicker } from './coupon-picker'
import { EMPTY_INVOICE, InvoiceForm } from './invoice-form'
import './checkout-options.scss'
import { ariaToggle } from '@/shared/ui/aria'

// An observer of its own: it reads store.address in its own render, which the parent's observer does not track, so
// without it an address picked from the list (or the default loaded after the quote) would not show.
const AddressCell = observer(function AddressCell({ store }: { store: CheckoutStore }) {
  const a = store.address
  return (
    <Cell className='checkout-options__address' clickable onClick={() => openPage('pages/mine/addressList', { select: true })}
      title={a ? `${a.recipient} ${a.phone}` : t('order.checkout.chooseAddress')}
      description={a ? addressText(a) : undefined} extra='›' />
  )
})

function CheckoutOptionsImpl({ store }: { store: CheckoutStore }) {
  const [pickingCoupon, setPickingCoupon] = useState(false)
  const quote = store.quote
  if (!quote) return null
  const options = quote.couponOptions ?? []
  const coupon = quote.usableCoupons.find((c) => c.id === store.couponId)
  const couponText = coupon ? `${coupon.title} ${minusPrice(savingOf(options, coupon.id))}`
    : quote.usableCoupons.length ? t('order.checkout.couponsAvailable', { n: quote.usableCoupons.length }) : t('order.checkout.noCouponAvailable')
  const canPick = options.length > 0
  const toggleInvoice = (on: boolean) => store.setInvoice(on ? { ...EMPTY_INVOICE, ...(session.prevInv ?? {}) } : null)
  return (
    <View className='checkout-options'>
      {quote.needsAddress && <CellGroup><AddressCell store={store} /></CellGroup>}
      <CellGroup>
        <Cell title={t('order.checkout.coupon')} clickable={canPick}
          extra={<Text className={`checkout-options__coupon ${coupon ? 'is-chosen' : ''}`} data-testid='checkout-coupon'>{couponText}{canPick ? ' ›' : ''}</Text>}
          onClick={() => canPick && setPickingCoupon(true)} />
        <Cell title={t('order.checkout.points')}
          description={quote.maxPoints > 0 ? t('order.checkout.pointsHint', { n: quote.maxPoints, amount: price(quote.maxPoints) }) : t('order.checkout.pointsNone', { n: quote.pointsBalance })}
          extra={<Switch checked={store.usePoints} disabled={quote.maxPoints === 0} onChange={(on) => store.togglePoints(on)}
            ariaLabel={t('order.checkout.points')} {...ariaToggle('switch', store.usePoints)} />} />
        <Cell title={t('order.checkout.invoice')}
          extra={<Switch checked={store.invoice !== null} onChange={toggleInvoice} ariaLabel={t('order.checkout.invoice')}
            {...ariaToggle('switch', store.invoice !== null)} />} />
      </CellGroup>
      {store.invoice && <InvoiceForm value={store.invoice} onChange={(v) => store.setInvoice(v)} showAll={store.showAllErrors} />}
      {quote.agreements.length > 0 && (
        <View className='checkout-options__agree' data-testid='checkout-agree'>
          <Checkbox checked={store.agreed} onChange={(on) => store.setAgreed(on)} {...ariaToggle('checkbox', store.agreed)}
            aria-label={`${t('account.login.agreePrefix')}${quote.agreements.map((a) => `《${a.title}》`).join('')}`} />
          <Text onClick={() => store.setAgreed(!store.agreed)}>{t('account.login.agreePrefix')}</Text>
          {quote.agreements.map((a) => (
            <Text key={a.id} className='checkout-options__agree-link' onClick={() => openPage('pages/mine/goodsAgreement', { id: a.id })}>《{a.title}》</Text>
          ))}
        </View>
      )}
      <CouponPicker visible={pickingCoupon} options={options} selectedId={store.couponId}
        onPick={(id) => store.chooseCoupon(id)} onClose={() => setPickingCoupon(false)} />
    </View>
  )
}

export const CheckoutOptions = observer(CheckoutOptionsImpl)
