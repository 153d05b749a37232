// The checkout store keeps the buyer's choices and the server's quote for them; every amount is the server's.
import type { Address } from '@contract/identity/schemas'
import type { Quote } from '@contract/commerce/schemas'
import { CheckoutStore } from '@/features/order/checkout-store'
import { createOrder, quoteOrder } from '@/features/order/api'
import { listAddresses } from '@/features/account'

jest.mock('@/features/order/api', () => ({ quoteOrder: jest.fn(), createOrder: jest.fn() }))
jest.mock('@/features/account', () => ({ listAddresses: jest.fn() }))

const quoteMock = quoteOrder as jest.MockedFunction<typeof quoteOrder>
const createMock = createOrder as jest.MockedFunction<typeof createOrder>
const addressesMock = listAddresses as jest.MockedFunction<typeof listAddresses>

const coupon = (id: number) => ({ id }) as Quote['usableCoupons'][number]
const quote = (over: Partial<Quote> = {}): Quote => ({
  goods: { id: 5 } as Quote['goods'], priceFen: 10000, bundleDeductionFen: 0, couponDiscountFen: 0, pointsUsed: 0,
  pointsDiscountFen: 0, amountDueFen: 10000, pointsBalance: 0, maxPoints: 0, usableCoupons: [], needsAddress: false,
  agreements: [], choice: '', couponOptions: [], ...over
})

/** A quote request the test answers when it wants to, to play answers out of order. */
function deferQuote() {
  let answer!: (q: Quote) => void
  let fail!: (e: Error) => void
  quoteMock.mockImplementationOnce(() => new Promise<Quote>((resolve, reject) => { answer = resolve; fail = reject }))
  return { answer: (q: Quote) => answer(q), fail: (e: Error) => fail(e) }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => jest.resetAllMocks())

describe('CheckoutStore', () => {
  it('quotes the goods and class it was opened for', async () => {
    quoteMock.mockResolvedValueOnce(quote())
    const store = new CheckoutStore({ goodsId: 5, classId: 2 })
    await store.refresh()
    expect(quoteMock).toHaveBeenCalledWith({ goodsId: 5, classId: 2, couponId: undefined, points: 0 })
    expect([store.quote?.amountDueFen, store.loading, store.error]).toEqual([10000, false, false])
  })

  it('applies the best usable coupon until the buyer chooses, and asks again with it', async () => {
    const couponOptions = [{ coupon: coupon(7), savingFen: 300, refusal: null }, { coupon: coupon(8), savingFen: 500, refusal: null }]
    quoteMock.mockResolvedValueOnce(quote({ usableCoupons: [coupon(7), coupon(8)], couponOptions }))
    quoteMock.mockResolvedValueOnce(quote({ usableCoupons: [coupon(7), coupon(8)], couponOptions, couponDiscountFen: 500, amountDueFen: 9500 }))
    const store = new CheckoutStore({ goodsId: 5 })
    await store.refresh()
    await settle()
    expect(store.couponId).toBe(8)
    expect(quoteMock).toHaveBeenLastCalledWith(expect.objectContaining({ couponId: 8 }))
    expect(store.quote?.amountDueFen).toBe(9500)
  })

  it('does not let an older quote that answers late overwrite the newer one', async () => {
    const store = new CheckoutStore({ goodsId: 5 })
    store.chooseCoupon(undefined)
    const older = deferQuote()
    const first = store.refresh()
    const newer = deferQuote()
    store.togglePoints(true)
    newer.answer(quote({ pointsUsed: 300, pointsDiscountFen: 300, amountDueFen: 9700 }))
    await settle()
    older.answer(quote({ amountDueFen: 10000 }))
    await first
    expect(store.quote?.amountDueFen).toBe(9700)
    expect(store.loading).toBe(false)
  })

  it('stays loading until the latest quote answers, and ignores an older request failing', async () => {
    const store = new CheckoutStore({ goodsId: 5 })
    store.chooseCoupon(undefined)
    const older = deferQuote()
    const first = store.refresh()
    const newer = deferQuote()
    store.togglePoints(true)
    older.fail(new Error('timeout'))
    await first
    expect([store.loading, store.error]).toEqual([true, false])
    newer.answer(quote({ amountDueFen: 9700 }))
    await settle()
    expect([store.loading, store.error, store.quote?.amountDueFen]).toEqual([false, false, 9700])
  })

  it('marks an error when the latest quote fails', async () => {
    quoteMock.mockRejectedValueOnce(new Error('offline'))
    const store = new CheckoutStore({ goodsId: 5 })
    await store.refresh()
    expect([store.loading, store.error, store.quote]).toEqual([false, true, null])
  })

  it('takes the default address when the goods ships and none is chosen', async () => {
    const address = { id: 4, recipient: '演示学员' } as Address
    quoteMock.mockResolvedValueOnce(quote({ needsAddress: true }))
    addressesMock.mockResolvedValueOnce({ list: [address], total: 1, page: 1, size: 1 } as never)
    const store = new CheckoutStore({ goodsId: 5 })
    await store.refresh()
    expect(store.address).toEqual(address)
  })

  it('says what is missing before the order can be placed, as a locale key', async () => {
    const store = new CheckoutStore({ goodsId: 5 })
    expect(store.missing).toBe('order.checkout.notReady')
    quoteMock.mockResolvedValueOnce(quote({ needsAddress: true, agreements: [{ id: 1, title: '购买协议' }] }))
    addressesMock.mockResolvedValueOnce({ list: [], total: 0, page: 1, size: 1 } as never)
    await store.refresh()
    expect(store.missing).toBe('order.checkout.needAddress')
    store.setAddress({ id: 4 } as Address)
    expect(store.missing).toBe('order.checkout.needAgree')
    store.setAgreed(true)
    expect(store.missing).toBeNull()
  })

  it('marks every field in error once a submit is refused, not before', async () => {
    const store = new CheckoutStore({ goodsId: 5 })
    quoteMock.mockResolvedValueOnce(quote())
    await store.refresh()
    expect(store.checkBeforeSubmit()).toBeNull()
    expect(store.showAllErrors).toBe(false)
    store.setInvoice({ type: 'personal', title: '' } as never)
    expect(store.showAllErrors).toBe(false)
    expect(store.checkBeforeSubmit()).toBe('order.checkout.invoiceIncomplete')
    expect(store.showAllErrors).toBe(true)
  })

  it('submits with one request id per screen, so a second tap creates no second order', async () => {
    quoteMock.mockResolvedValueOnce(quote({ pointsUsed: 200, agreements: [{ id: 1, title: '购买协议' }] }))
    createMock.mockResolvedValue({ id: 9 } as never)
    const store = new CheckoutStore({ goodsId: 5 })
    await store.refresh()
    await store.submit()
    await store.submit()
    const [first, second] = createMock.mock.calls.map(([input]) => input)
    expect(first).toEqual(expect.objectContaining({ goodsId: 5, points: 200, agreementIds: [1] }))
    expect(second.clientRequestId).toBe(first.clientRequestId)
  })
})
