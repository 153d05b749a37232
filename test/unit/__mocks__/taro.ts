// Hand mock of @tarojs/taro for jsdom unit tests (toolchain trap 4). Every API is a jest.fn so tests can
// assert calls; storage is a real in-memory map so stores can round-trip.
const storage = new Map<string, unknown>()

const Taro = {
  ENV_TYPE: { WEAPP: 'WEAPP', WEB: 'WEB' },
  getEnv: jest.fn(() => 'WEB'),
  request: jest.fn(),
  uploadFile: jest.fn(),
  downloadFile: jest.fn(),
  showToast: jest.fn(() => Promise.resolve()),
  hideToast: jest.fn(),
  showLoading: jest.fn(() => Promise.resolve()),
  hideLoading: jest.fn(),
  showModal: jest.fn(() => Promise.resolve({ confirm: true, cancel: false })),
  navigateTo: jest.fn(() => Promise.resolve()),
  redirectTo: jest.fn(() => Promise.resolve()),
  reLaunch: jest.fn(() => Promise.resolve()),
  switchTab: jest.fn(() => Promise.resolve()),
  navigateBack: jest.fn(() => Promise.resolve()),
  setNavigationBarTitle: jest.fn(() => Promise.resolve()),
  pageScrollTo: jest.fn(() => Promise.resolve()),
  setTabBarItem: jest.fn(() => Promise.resolve()),
  setClipboardData: jest.fn(() => Promise.resolve()),
  chooseMedia: jest.fn(),
  chooseImage: jest.fn(),
  getCurrentPages: jest.fn(() => []),
  getStorageSync: jest.fn((key: string) => (storage.has(key) ? storage.get(key) : '')),
  setStorageSync: jest.fn((key: string, value: unknown) => { storage.set(key, value) }),
  removeStorageSync: jest.fn((key: string) => { storage.delete(key) }),
  clearStorageSync: jest.fn(() => storage.clear()),
  getSystemInfoSync: jest.fn(() => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 812, screenWidth: 375, screenHeight: 812, platform: 'devtools' })),
  getWindowInfo: jest.fn(() => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 812, screenWidth: 375, screenHeight: 812 })),
  getMenuButtonBoundingClientRect: jest.fn(() => ({ top: 24, bottom: 56, height: 32, width: 87, left: 281, right: 368 })),
  useRouter: jest.fn(() => ({ params: {}, path: '' })),
  useDidShow: jest.fn(),
  useDidHide: jest.fn(),
  useLoad: jest.fn(),
  usePullDownRefresh: jest.fn(),
  useReachBottom: jest.fn(),
  stopPullDownRefresh: jest.fn(),
  eventCenter: { on: jest.fn(), off: jest.fn(), trigger: jest.fn() },
  // Used by NutUI components (Button, Popup, PickerView) through named imports.
  nextTick: jest.fn((fn: () => void) => { setTimeout(fn, 0) }),
  getCurrentInstance: jest.fn(() => ({ router: { params: {}, path: '' }, page: null })),
  createSelectorQuery: jest.fn(() => {
    const query = {
      select: () => query,
      selectAll: () => query,
      boundingClientRect: () => query,
      exec: (cb?: (rects: unknown[]) => void) => cb?.([null])
    }
    return query
  }),
  // Permission flow and saving images (shared/platform/save-image.ts); tests set the answers they need.
  getSetting: jest.fn(() => Promise.resolve({ authSetting: {} as Record<string, boolean> })),
  openSetting: jest.fn(() => Promise.resolve({ authSetting: {} as Record<string, boolean> })),
  saveImageToPhotosAlbum: jest.fn(() => Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' })),
  canvasToTempFilePath: jest.fn(() => Promise.resolve({ tempFilePath: 'wxfile://tmp/poster.png', errMsg: 'canvasToTempFilePath:ok' })),
  useShareAppMessage: jest.fn(),
  useReady: jest.fn(),
  /** Test helper: empties the in-memory storage. */
  __resetStorage: () => storage.clear()
}

export default Taro
export const { useRouter, useDidShow, useDidHide, useLoad, usePullDownRefresh, useReachBottom, useShareAppMessage, useReady, eventCenter } = Taro
export const { ENV_TYPE, getEnv, nextTick, getCurrentInstance, createSelectorQuery } = Taro
