// App shell: the pages and their packages come from the route table; the tab bar, window and limits are here.
import { appPackages } from './shared/app-packages'

const TAB_TEXT_COLOR = '#666666'
const TAB_SELECTED_COLOR = '#0DBC3B'
const NETWORK_TIMEOUT_MS = 60000 // network timeouts configured for requests, sockets, uploads and downloads

export default defineAppConfig({
  // From the route table (src/shared/routes.ts): each route names its package, so nothing is listed twice here.
  ...appPackages(),
  tabBar: {
    // H5: the app draws the bar (shared/platform/tab-bar.ts) from this same list; the mini-program's is native.
    custom: process.env.TARO_ENV === 'h5',
    color: TAB_TEXT_COLOR,
    selectedColor: TAB_SELECTED_COLOR,
    backgroundColor: '#ffffff',
    borderStyle: 'black',
    list: [
      { pagePath: 'pages/entry/index', text: '首页', iconPath: 'assets/tabbar/home.png', selectedIconPath: 'assets/tabbar/home-active.png' },
      { pagePath: 'pages/entry/course', text: '课程', iconPath: 'assets/tabbar/course.png', selectedIconPath: 'assets/tabbar/course-active.png' },
      { pagePath: 'pages/entry/train', text: '私教宝', iconPath: 'assets/tabbar/train.png', selectedIconPath: 'assets/tabbar/train-active.png' },
      { pagePath: 'pages/entry/about', text: '关于绿动', iconPath: 'assets/tabbar/about.png', selectedIconPath: 'assets/tabbar/about-active.png' },
      { pagePath: 'pages/entry/mine', text: '我的', iconPath: 'assets/tabbar/mine.png', selectedIconPath: 'assets/tabbar/mine-active.png' }
    ]
  },
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#f5f6f7',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '绿动健身学院',
    navigationBarTextStyle: 'black',
    // On H5 this shows Taro's navigation bar: the title, and a back button (or home, after a deep link).
    navigationStyle: 'default'
  },
  networkTimeout: {
    request: NETWORK_TIMEOUT_MS,
    connectSocket: NETWORK_TIMEOUT_MS,
    uploadFile: NETWORK_TIMEOUT_MS,
    downloadFile: NETWORK_TIMEOUT_MS
  },
  lazyCodeLoading: 'requiredComponents',
  requiredPrivateInfos: ['chooseAddress', 'getLocation'],
  permission: {
    'scope.userLocation': { desc: '用于查找附近的开班城市和考点' }
  },
  __usePrivacyCheck__: true
})
