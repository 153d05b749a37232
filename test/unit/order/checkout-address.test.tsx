// The checkout's address cell follows the store: an address picked from the list, or the default one loaded after the
// quote, shows at once, with no other control touched (the cell reads the store in its own render).
import { act, render, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { Address } from '@contract/identity/schemas'
import type { Quote } from '@contract/commerce/schemas'
import { accountMessages } from '@/locales/account'
import { couponMessages } from '@/locales/coupon'
import { orderMessages } from '@/locales/order'
import { i18n, registerMessages } from '@/shared/i18n'
import { CheckoutStore } from '@/features/order/checkout-store'
import { CheckoutOptions } from '@/features/order/components/checkout-options'

jest.mock('@/features/order/api', () => ({ quoteOrder: jest.fn(), createOrder: jest.fn() }))

registerMessages(orderMessages, couponMessages, accountMessages)
beforeEach(() => i18n.setLocale('zh-Hans'))

const quote = { goods: { id: 5 }, priceFen: 100, bundleDeductionFen: 0, couponDiscountFen: 0, pointsUsed: 0, pointsDiscountFen: 0,
  amountDueFen: 100, pointsBalance: 0, maxPoints: 0, usableCoupons: [], couponOptions: [], needsAddress: true, agreements: [], choice: '' } as unknown as Quote
const address = (id: number, recipient: string) =>
  ({ id, recipient, phone: '13800138000', province: '', city: '', district: '', regionCode: '', detail: '科技园路1号', isDefault: false }) as unknown as Address

it('shows the address set on the store, without anything else changing', () => {
  const store = new CheckoutStore({ goodsId: 5 })
  runInAction(() => { store.quote = quote; store.loading = false })
  render(<CheckoutOptions store={store} />)
  expect(screen.getByText('请选择收货地址')).toBeTruthy()
  act(() => store.setAddress(address(1, '演示学员')))
  expect(screen.getByText('演示学员 13800138000')).toBeTruthy()
  act(() => store.setAddress(address(2, '李收件')))
  expect(screen.getByText('李收件 13800138000')).toBeTruthy()
})
