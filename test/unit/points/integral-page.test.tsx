// 我的积分 renders what the server says: balance, totals and the signed, labelled ledger.
import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { PointsEntry } from '@contract/catalog/schemas'
import { i18n } from '@/shared/i18n'
import { session } from '@/shared/session'
import IntegralPage from '@/pages/mine/integral'
import { paged, serve } from '../helpers/serve'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  i18n.setLocale('zh-Hans')
  session.signOut()
  // A stored token: calls that need a signed-in user are not sent without one (request.ts).
  mocked.setStorageSync('token', 'test-token')
})

describe('我的积分', () => {
  it('shows the balance, the totals and the signed, labelled ledger', async () => {
    const entries: PointsEntry[] = [
      { id: 2, change: -300, reason: 'redemption', kind: 'spent', note: '订单抵扣', orderNo: 'NO202601010001', createdAt: '2026-01-02T10:00:00' },
      { id: 1, change: 1280, reason: 'purchase', kind: 'earned', note: '', orderNo: 'NO202601010000', createdAt: '2026-01-01T09:30:00' }
    ]
    serve({
      'GET /api/points': () => ({ balance: 980, totalEarned: 1280, totalRedeemed: 300 }),
      'GET /api/points/log': () => paged(entries)
    })
    render(<IntegralPage />)
    expect(await screen.findByText('980')).toBeTruthy()
    expect(screen.getByText('1280')).toBeTruthy()
    expect(await screen.findByText('-300')).toBeTruthy()
    expect(screen.getByText('+1280').className).toContain('points-entry__change--gain')
    expect(screen.getByText('下单抵扣')).toBeTruthy()
    expect(screen.getByText('订单号：NO202601010001')).toBeTruthy()
    expect(screen.getByText('2026-01-02 10:00')).toBeTruthy()
  })

  it('in English, reads every system row in English: the system\'s own Chinese notes are not shown, an operator\'s is', async () => {
    i18n.setLocale('en')
    const entries: PointsEntry[] = [
      { id: 3, change: 50, reason: 'manual', kind: 'adjusted', note: '活动补发', orderNo: null, createdAt: '2026-01-03T10:00:00' },
      { id: 2, change: 300, reason: 'refund', kind: 'returned_on_close', note: '订单关闭，退回抵扣积分', orderNo: 'NO202601010001', createdAt: '2026-01-02T10:00:00' },
      { id: 1, change: 1280, reason: 'purchase', kind: 'earned', note: '购买课程获得积分', orderNo: 'NO202601010000', createdAt: '2026-01-01T09:30:00' }
    ]
    serve({
      'GET /api/points': () => ({ balance: 1630, totalEarned: 1630, totalRedeemed: 0 }),
      'GET /api/points/log': () => paged(entries)
    })
    render(<IntegralPage />)
    expect(await screen.findByText('Returned: order closed')).toBeTruthy()
    expect(screen.getByText('Earned by a purchase')).toBeTruthy()
    expect(screen.queryByText('订单关闭，退回抵扣积分')).toBeNull()
    expect(screen.queryByText('购买课程获得积分')).toBeNull()
    expect(screen.getByText('活动补发')).toBeTruthy()
  })

  it('says so when there is no points activity', async () => {
    serve({
      'GET /api/points': () => ({ balance: 0, totalEarned: 0, totalRedeemed: 0 }),
      'GET /api/points/log': () => paged([])
    })
    await act(async () => { render(<IntegralPage />) })
    expect(await screen.findByText('暂无积分记录')).toBeTruthy()
  })
})
