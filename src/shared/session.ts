// Session store (product rules §3, §4): token, userInfo, prevInv and the layout measurements pages use to place custom
// headers (product rules §3 temp is the typed hand-off in hand-off.ts). token and userInfo are written to local storage whenever they are set.
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { getCurrentUser } from '@contract/identity/endpoints'
import type { CurrentUser, CurrentUserResponse } from '@contract/identity/shapes'
import { handOff } from './hand-off'
import { call, RequestError, setUnauthorizedHandler, TOKEN_STORAGE_KEY } from './request'

export const USER_STORAGE_KEY = 'userInfo'
export const BOTTOM_AREA_HEIGHT = 12 // product rules §9
export const FALLBACK_STATUS_BAR_HEIGHT = 8 // product rules §9: used where the platform reports no status bar
const FALLBACK_HEADER_HEIGHT = 44 // a plain navigation bar where there is no mini-program capsule

type SystemInfo = Partial<Taro.getSystemInfoSync.Result>
type MenuButtonInfo = Taro.getMenuButtonBoundingClientRect.Rect | null

function readJson<T>(key: string): T | null {
  const raw = Taro.getStorageSync(key)
  if (!raw) return null
  if (typeof raw === 'object') return raw as T
  try { return JSON.parse(String(raw)) as T } catch { return null }
}

function readSystemInfo(): SystemInfo {
  try { return Taro.getSystemInfoSync() } catch { return {} }
}

function readMenuButton(): MenuButtonInfo {
  if (process.env.TARO_ENV !== 'weapp') return null
  try { return Taro.getMenuButtonBoundingClientRect() } catch { return null }
}

export class SessionStore {
  token = ''
  userInfo: CurrentUser | null = null
  /** The previous invoice form, offered again on the next invoice request (product rules §3 prevInv). */
  prevInv: Record<string, unknown> | null = null
  bottomAreaHeight = BOTTOM_AREA_HEIGHT
  /**
   * Measured on first use, not at launch: on H5 getSystemInfoSync parses the user agent (platform.js), which
   * cost the home page about 80 ms of start-up on a slow phone, and no launch path needs the layout.
   */
  private layout: { systemInfo: SystemInfo; menuButtonInfo: MenuButtonInfo } | null = null

  constructor() {
    makeAutoObservable<SessionStore, 'layout' | 'measured'>(this, { layout: false, measured: false })
    const token = Taro.getStorageSync(TOKEN_STORAGE_KEY)
    this.token = typeof token === 'string' ? token : ''
    this.userInfo = readJson<CurrentUser>(USER_STORAGE_KEY)
  }

  private get measured() {
    this.layout ??= { systemInfo: readSystemInfo(), menuButtonInfo: readMenuButton() }
    return this.layout
  }

  get systemInfo(): SystemInfo {
    return this.measured.systemInfo
  }

  get menuButtonInfo(): MenuButtonInfo {
    return this.measured.menuButtonInfo
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token && this.userInfo?.id)
  }

  /** Raw status bar height from the platform (0 on most browsers). */
  get statusBar(): number {
    return this.systemInfo.statusBarHeight ?? 0
  }

  get statusBarHeight(): number {
    return this.statusBar || FALLBACK_STATUS_BAR_HEIGHT
  }

  /** Space above and below the mini-program capsule, so a custom header lines up with it. */
  get headerPadding(): number {
    if (!this.menuButtonInfo) return FALLBACK_STATUS_BAR_HEIGHT
    return Math.max(this.menuButtonInfo.top - this.statusBarHeight, 0)
  }

  get headerHeight(): number {
    if (!this.menuButtonInfo) return FALLBACK_HEADER_HEIGHT
    return this.menuButtonInfo.height + this.headerPadding * 2
  }

  setToken(token: string) {
    this.token = token
    Taro.setStorageSync(TOKEN_STORAGE_KEY, token)
  }

  setUserInfo(user: CurrentUser | null) {
    this.userInfo = user
    Taro.setStorageSync(USER_STORAGE_KEY, user ? JSON.stringify(user) : '')
  }

  setPrevInv(value: Record<string, unknown> | null) {
    this.prevInv = value
  }

  /** Called after any login: keeps the token and the user together. */
  signIn({ token, user }: CurrentUserResponse) {
    this.setToken(token)
    this.setUserInfo(user)
  }

  signOut() {
    this.setToken('')
    this.setUserInfo(null)
    handOff.clear()
    this.prevInv = null
  }

  /** product rules §4: at launch, when both token and userInfo are stored, fetch the current user and refresh both. */
  async refreshAtLaunch(): Promise<void> {
    if (!this.token || !this.userInfo) return
    try {
      const current = await call(getCurrentUser)
      runInAction(() => this.signIn(current))
    } catch (error) {
      // A 401 already cleared the session; a network failure keeps the stored user for offline display.
      if (!(error instanceof RequestError)) throw error
    }
  }
}

export const session = new SessionStore()
setUnauthorizedHandler(() => session.signOut())
