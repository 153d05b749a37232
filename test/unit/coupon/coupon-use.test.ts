// My coupons' 去使用 target, and the states of a shared coupon's receive button.
import Taro from '@tarojs/taro'
import type { Coupon } from '@contract/catalog/schemas'
import { couponUseUrl, goUseCoupon } from '@/features/coupon/coupon-use'
import { receiveSharedCoupon, sharedCouponState } from '@/features/coupon/receive'

const mocked = Taro as jest.Mocked<typeof Taro>
const scope = (...ids: number[]): Pick<Coupon, 'scope'> => ({ scope: ids.map((id) => ({ id, title: `goods ${id}` })) })

beforeEach(() => {
  jest.clearAllMocks()
  // A stored token: calls that need a signed-in user are not sent without one (request.ts).
  mocked.setStorageSync('token', 'test-token')
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/entry/mine' }, { route: 'pages/mine/couponList' }] as never)
})

describe('去使用', () => {
  it('opens the goods page of a coupon for exactly one goods', () => {
    expect(couponUseUrl(scope(12))).toBe('/pages/course/courseDetail?id=12')
    goUseCoupon(scope(12))
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/course/courseDetail?id=12' })
  })

  it('switches to the course tab for a coupon on every goods or on several', () => {
    expect(couponUseUrl(scope())).toBe('/pages/entry/course')
    expect(couponUseUrl(scope(3, 4))).toBe('/pages/entry/course')
    goUseCoupon(scope())
    expect(mocked.switchTab).toHaveBeenCalledWith({ url: '/pages/entry/course' })
    expect(mocked.navigateTo).not.toHaveBeenCalled()
  })
})

describe('shared coupon state', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  const shared = { received: false, stockLeft: 5, validUntil: '2026-07-01T00:00:00Z' }

  it('can be received while stock lasts and the offer runs', () => {
    expect(sharedCouponState(shared, now)).toBe('open')
  })

  it('reads 已领取 for a holder, even when the stock has run out since', () => {
    expect(sharedCouponState({ ...shared, received: true }, now)).toBe('received')
    expect(sharedCouponState({ ...shared, received: true, stockLeft: 0 }, now)).toBe('received')
  })

  it('reads 已领完 with no stock, and 已结束 once the offer is over', () => {
    expect(sharedCouponState({ ...shared, stockLeft: 0 }, now)).toBe('soldOut')
    expect(sharedCouponState({ ...shared, validUntil: '2026-05-31T23:59:59Z' }, now)).toBe('ended')
  })
})

describe('receiving', () => {
  it('posts the share code to /api/coupon/log and resolves with the coupon', async () => {
    const coupon = { id: 9, title: '新人券' }
    mocked.request.mockResolvedValueOnce({ statusCode: 200, data: { status: 1, message: '', data: coupon } } as never)
    const refused = jest.fn()
    await expect(receiveSharedCoupon('WELCOME50', refused)).resolves.toEqual(coupon)
    expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/coupon/log', method: 'POST', data: { shareCode: 'WELCOME50' } }))
    expect(refused).not.toHaveBeenCalled()
  })

  it('tells the page when the server refuses (the call itself never settles, product rules §8), once only', async () => {
    mocked.request.mockResolvedValueOnce({ statusCode: 200, data: { status: 0, message: '优惠券已被领完', data: null } } as never)
    const refused = jest.fn()
    void receiveSharedCoupon('WELCOME50', refused)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(refused).toHaveBeenCalledTimes(1)
    expect(mocked.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '优惠券已被领完' }))

    // A later business message elsewhere is none of this page's business.
    mocked.request.mockResolvedValueOnce({ statusCode: 200, data: { status: 0, message: 'other', data: null } } as never)
    void (await import('@/shared/request')).get('/api/other')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(refused).toHaveBeenCalledTimes(1)
  })
})
