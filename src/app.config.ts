// App shell (spec §2, §9). Main package = the tab pages (pages/entry/*) and pages/boot/bindPhone; every other
// first-level folder under pages/ is a subpackage root, so route paths stay exactly the spec's.
const TAB_TEXT_COLOR = '#666666'
const TAB_SELECTED_COLOR = '#0DBC3B'
const NETWORK_TIMEOUT_MS = 60000 // spec §9: configured network timeouts

export default defineAppConfig({
  pages: [
    'pages/entry/index',
    'pages/entry/course',
    'pages/entry/train',
    'pages/entry/about',
    'pages/entry/mine',
    'pages/entry/courseNoSwitch',
    'pages/entry/searchDetail',
    'pages/entry/msg',
    'pages/boot/bindPhone'
  ],
  subPackages: [
    {
      root: 'pages/mine',
      pages: [
        'userInfo', 'changePswd', 'setting', 'addressList', 'addAddressList', 'xyRichtext', 'goodsAgreement',
        'orderList', 'couponList', 'integral',
        'counter/index', 'counter/edit', 'counter/detail', 'counter/profit', 'counter/transform'
      ]
    },
    { root: 'pages/course', pages: ['courseDetail', 'courseTarget', 'courseDiscount', 'share', 'classList'] },
    { root: 'pages/order', pages: ['confirmOrder', 'reConfirmOrder', 'payView', 'detailOrder', 'invoice', 'logistics', 'transform'] },
    { root: 'pages/coupon', pages: ['share'] },
    { root: 'pages/home', pages: ['faq', 'faqInfo', 'aboutUS', 'teachTeam', 'teacherInfo', 'hezuo', 'aboutEnterprise', 'story', 'storyInfo', 'news', 'newsInfo'] },
    { root: 'pages/questionnaire', pages: ['index'] },
    { root: 'pages/aiassistant', pages: ['index'] }
  ],
  // Each tab preloads the subpackages its entries open, so the first tap does not wait for a download.
  preloadRule: {
    'pages/entry/index': { network: 'all', packages: ['pages/home'] },
    'pages/entry/mine': { network: 'all', packages: ['pages/mine', 'pages/course'] },
    'pages/entry/course': { network: 'all', packages: ['pages/course'] },
    'pages/course/courseDetail': { network: 'all', packages: ['pages/order'] },
    // 支付成功 offers 我的班级 (pages/course/classList).
    'pages/order/payView': { network: 'all', packages: ['pages/course'] },
    'pages/entry/about': { network: 'all', packages: ['pages/home'] }
  },
  tabBar: {
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
    // On H5 this shows Taro's navigation bar: the title, and a back button (or home, after a deep link) (spec §2).
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
