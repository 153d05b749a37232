// The coupon screens render what the server says, with the states the spec asks for.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { Coupon, SharedCoupon } from '@contract/catalog/schemas'
import { i18n } from '@/shared/i18n'
import { session } from '@/shared/session'
import CouponListPage from '@/pages/mine/couponList'
import CouponSharePage from '@/pages/coupon/share'
import { paged, serve } from '../helpers/serve'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const user = { id: 3, phone: '13800000003', name: '演示', avatar: '', roles: ['learner' as const], hasPassword: true }
const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1, title: '满减券', type: 'amount_off', value: 5000, minSpendFen: 100000, scope: [], source: '新人礼包',
  validUntil: '2026-12-31T00:00:00.000Z', state: 'unused', ...over
})

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  i18n.setLocale('zh-Hans')
  session.signOut()
  // A stored token: calls that need a signed-in user are not sent without one (request.ts).
  mocked.setStorageSync('token', 'test-token')
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/entry/mine' }, { route: 'pages/mine/couponList' }] as never)
})

describe('我的优惠券', () => {
  // NutUI Tabs measures its titles with selectAll(); the shared mock answers null, which Tabs cannot index.
  beforeEach(() => mocked.createSelectorQuery.mockImplementation((() => {
    let all = false
    const query = {
      select: () => { all = false; return query },
      selectAll: () => { all = true; return query },
      boundingClientRect: () => query,
      exec: (cb?: (rects: unknown[]) => void) => cb?.([all ? [] : null])
    }
    return query
  }) as never))

  it('lists unused coupons with 去使用 and asks the server again when another state tab is chosen', async () => {
    serve({
      'GET /api/coupon': (q) => paged(q.state === 'unused' ? [coupon({ id: 1, scope: [{ id: 12, title: '普拉提' }] })] : [])
    })
    render(<CouponListPage />)
    fireEvent.click(await screen.findByText('去使用'))
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/course/courseDetail?id=12' })
    expect(screen.getByText('已全部加载')).toBeTruthy()

    fireEvent.click(screen.getByText('已过期'))
    expect(await screen.findByText('暂无已过期的优惠券')).toBeTruthy()
    expect(mocked.request).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/api/coupon', data: { page: 1, size: 10, state: 'expired' } }))
  })
})

describe('优惠券 (shared)', () => {
  const shared: SharedCoupon = { shareCode: 'WELCOME50', title: '新人立减50', type: 'amount_off', value: 5000, minSpendFen: 0,
    validUntil: '2099-01-01T00:00:00.000Z', stockLeft: 8, received: false }

  beforeEach(() => mocked.useRouter.mockReturnValue({ params: { code: 'WELCOME50' }, path: '' } as never))
  afterEach(() => mocked.useRouter.mockReturnValue({ params: {}, path: '' } as never))

  it('shows the coupon large and sends a signed-out user to sign in', async () => {
    serve({ 'GET /api/coupon/share/WELCOME50': () => shared })
    render(<CouponSharePage />)
    expect(await screen.findByText('¥50')).toBeTruthy()
    expect(screen.getByText('无门槛')).toBeTruthy()
    expect(screen.getByText('剩余8张')).toBeTruthy()
    fireEvent.click(screen.getByText('立即领取'))
    await waitFor(() => expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/boot/bindPhone' }))
  })

  it('receives for a signed-in user, then reads 已领取', async () => {
    session.signIn({ token: 't', user })
    let received = false
    serve({
      'GET /api/coupon/share/WELCOME50': () => ({ ...shared, received, stockLeft: received ? 7 : 8 }),
      'POST /api/coupon/log': () => { received = true; return coupon({ id: 5 }) }
    })
    render(<CouponSharePage />)
    fireEvent.click(await screen.findByText('立即领取'))
    expect(await screen.findByText('已领取')).toBeTruthy()
    expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '领取成功' }))
    expect(screen.getByTestId('coupon-share').getAttribute('data-state')).toBe('received')
  })

  it('reads 已领完 when the stock is gone', async () => {
    serve({ 'GET /api/coupon/share/WELCOME50': () => ({ ...shared, stockLeft: 0 }) })
    render(<CouponSharePage />)
    expect(await screen.findAllByText('已领完')).toHaveLength(2) // on the card and on the button
    expect(screen.getByTestId('coupon-receive').getAttribute('data-state')).toBe('soldOut')
  })
})
