// Namespace `shell` in Traditional Chinese.
// Brand, tab bar, page loading, request layer (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const shell: Translation<typeof zhHans> = {
  brand: { name: '綠動健身學院', short: '綠動' },
  tabs: { home: '首頁', course: '課程', train: '私教寶', about: '關於{short}', mine: '我的' },
  upload: { uploading: '正在上傳中...', videoTooLong: '影片不能超過{seconds}秒' },
  pageLoader: { loading: '載入中...', timeout: '網路連線逾時，請點擊螢幕重試' },
  /** Navigation-bar titles, one per page (shared/page-title.ts sets them on every show and language change). */
  titles: {
    login: '登入',
    couponShare: '優惠券',
    goodsDetail: '詳情',
    discount: '優惠',
    audience: '適合人群',
    poster: '生成海報',
    about: '關於我們',
    course: '課程',
    home: '綠動健身學院',
    mine: '我的',
    search: '搜尋',
    train: '私教寶',
    addAddress: '新增地址',
    editAddress: '編輯地址',
    addresses: '地址管理',
    calculators: '健身房銷售業績計算器',
    salesEdit: '編輯銷售業績計算器',
    salesDetail: '銷售業績計算器',
    profit: '利潤計算器',
    changePassword: '修改登入密碼',
    coupons: '我的優惠券',
    goodsAgreement: '商品協議',
    points: '我的積分',
    orders: '訂單列表',
    setting: '設定',
    userInfo: '個人資料',
    agreement: '協議',
    confirmOrder: '確認訂單',
    orderDetail: '訂單詳情',
    invoice: '發票資訊',
    logistics: '物流資訊',
    payResult: '支付結果',
    wechatPay: '微信支付',
    faq: '常見問題',
    faqInfo: 'FAQ詳情',
    questionnaire: '調查問卷',
    teachTeam: '講師團隊',
    teacherInfo: '講師詳情',
    partners: '合作夥伴',
    partner: '合作夥伴',
    stories: '學員故事',
    storyInfo: '故事詳情',
    assistant: 'AI助手',
    msg: '最新公告',
    news: '新聞動態',
    newsInfo: '新聞動態',
    classList: '班級列表',
    signEwm: '簽到二維碼',
    teacherCourse: '講師課程',
    teacherClass: '我的班級',
    classArrange: '我的班級安排',
    leaveAsk: '請假申請',
    addLeaveAsk: '新增請假申請',
    teacherQuestion: '評估',
    studentInfo: '學員資訊'
  },
  goodsTitles: { course: '課程詳情', exam: '考試詳情', lecture: '講座詳情', bundle: '套餐詳情' },
  entry: {
    trainEmpty: '私教寶暫未開放',
    trainEmptyDesc: '訓練計劃、動作庫和訓練日誌會在這裡展示'
  }
}

export default shell
