import Taro from '@tarojs/taro'
import { SessionStore, BOTTOM_AREA_HEIGHT, FALLBACK_STATUS_BAR_HEIGHT } from '@/shared/session'
import type { Address } from '@contract/identity/schemas'
import { HAND_OFF, handOff } from '@/shared/hand-off'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const user = { id: 3, phone: '13800000003', name: '演示', avatar: '', roles: ['learner' as const], hasPassword: true }

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
})

describe('session store (product rules §3, §4)', () => {
  it('writes token and userInfo to local storage whenever they are set', () => {
    const s = new SessionStore()
    s.setToken('t1')
    s.setUserInfo(user)
    expect(mocked.getStorageSync('token')).toBe('t1')
    expect(JSON.parse(mocked.getStorageSync('userInfo'))).toEqual(user)
    expect(new SessionStore().isLoggedIn).toBe(true)
  })

  it('signs out by clearing token, user, hand-offs and prevInv', () => {
    const s = new SessionStore()
    s.signIn({ token: 't', user })
    handOff.put(HAND_OFF.selectedAddress, { id: 1 } as Address)
    s.setPrevInv({ title: 'A' })
    s.signOut()
    expect([s.token, s.userInfo, s.prevInv]).toEqual(['', null, null])
    expect(handOff.take(HAND_OFF.selectedAddress)).toBeUndefined()
    expect(mocked.getStorageSync('token')).toBe('')
  })

  it('refreshes token and user from /api/current at launch when both are stored', async () => {
    mocked.setStorageSync('token', 'old')
    mocked.setStorageSync('userInfo', JSON.stringify(user))
    mocked.request.mockResolvedValueOnce({ statusCode: 200, data: { status: 1, message: '', data: { token: 'fresh', user: { ...user, name: '新名字' } } } } as never)
    const s = new SessionStore()
    await s.refreshAtLaunch()
    expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/current', method: 'GET' }))
    expect(s.token).toBe('fresh')
    expect(s.userInfo?.name).toBe('新名字')
    expect(mocked.getStorageSync('token')).toBe('fresh')
  })

  it('does not call /api/current at launch unless both token and user are stored', async () => {
    mocked.setStorageSync('token', 'only-token')
    await new SessionStore().refreshAtLaunch()
    expect(mocked.request).not.toHaveBeenCalled()
  })

  it('keeps the stored user when the launch refresh cannot reach the server', async () => {
    mocked.setStorageSync('token', 'old')
    mocked.setStorageSync('userInfo', JSON.stringify(user))
    mocked.request.mockRejectedValueOnce(new Error('offline'))
    const s = new SessionStore()
    await s.refreshAtLaunch()
    expect(s.isLoggedIn).toBe(true)
  })

  it('measures layout: bottom area 12, status bar 8 where the platform gives none', () => {
    mocked.getSystemInfoSync.mockReturnValueOnce({ windowWidth: 375 } as never)
    const s = new SessionStore()
    expect(s.bottomAreaHeight).toBe(BOTTOM_AREA_HEIGHT)
    expect(BOTTOM_AREA_HEIGHT).toBe(12)
    expect(s.statusBar).toBe(0)
    expect(s.statusBarHeight).toBe(FALLBACK_STATUS_BAR_HEIGHT)
    expect(FALLBACK_STATUS_BAR_HEIGHT).toBe(8)
    expect(s.menuButtonInfo).toBeNull()
  })

  it('uses the platform status bar height when it has one', () => {
    mocked.getSystemInfoSync.mockReturnValueOnce({ statusBarHeight: 44 } as never)
    expect(new SessionStore().statusBarHeight).toBe(44)
  })
})
