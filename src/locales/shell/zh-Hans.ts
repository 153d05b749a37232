// Namespace `shell` in Simplified Chinese, the source shape.
// Brand, tab bar, page loading, request layer (main package).
const shell = {
  brand: { name: '绿动健身学院', short: '绿动' },
  tabs: { home: '首页', course: '课程', train: '私教宝', about: '关于{short}', mine: '我的' },
  upload: { uploading: '正在上传中...', videoTooLong: '视频不能超过{seconds}秒' },
  pageLoader: { loading: '加载中...', timeout: '网络连接超时，请点击屏幕重试' },
  /** Navigation-bar titles, one per page (shared/page-title.ts sets them on every show and language change). */
  titles: {
    login: '登录',
    couponShare: '优惠券',
    goodsDetail: '详情',
    discount: '优惠',
    audience: '适合人群',
    poster: '生成海报',
    about: '关于我们',
    course: '课程',
    home: '绿动健身学院',
    mine: '我的',
    search: '搜索',
    train: '私教宝',
    addAddress: '添加地址',
    editAddress: '编辑地址',
    addresses: '地址管理',
    calculators: '健身房销售业绩计算器',
    salesEdit: '编辑销售业绩计算器',
    salesDetail: '销售业绩计算器',
    profit: '利润计算器',
    changePassword: '修改登录密码',
    coupons: '我的优惠券',
    goodsAgreement: '商品协议',
    points: '我的积分',
    orders: '订单列表',
    setting: '设置',
    userInfo: '个人信息',
    agreement: '协议',
    confirmOrder: '确认订单',
    orderDetail: '订单详情',
    invoice: '发票信息',
    logistics: '物流信息',
    payResult: '支付结果',
    wechatPay: '微信支付',
    faq: '常见问题',
    faqInfo: 'FAQ详情',
    questionnaire: '调查问卷',
    teachTeam: '讲师团队',
    teacherInfo: '讲师详情',
    partners: '合作伙伴',
    partner: '合作伙伴',
    stories: '学员故事',
    storyInfo: '故事详情',
    assistant: 'AI助手',
    msg: '最新公告',
    news: '新闻动态',
    newsInfo: '新闻动态',
    classList: '班级列表'
  },
  /** The goods page's title once its kind is known: what the page is, not "商品". */
  goodsTitles: { course: '课程详情', exam: '考试详情', lecture: '讲座详情', bundle: '套餐详情' },
  entry: {
    trainEmpty: '私教宝暂未开放',
    trainEmptyDesc: '训练计划、动作库和训练日志会在这里展示'
  }
} as const

export default shell
