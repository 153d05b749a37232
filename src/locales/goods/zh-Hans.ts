// Namespace `goods` in Simplified Chinese, the source shape.
// Goods detail pages: classes, exam sessions, buying (subpackage pages/course).
const goods = {
  classStatus: { upcoming: '即将开班', ongoing: '开课中', ended: '已结束', full: '已满员', off_sale: '已下架' },
  sessionStatus: { open: '可报名', closed: '报名截止', full: '已满员' },
  tabs: { intro: '介绍', schedule: '课程安排', notice: '须知', scheduleExam: '考试安排' },
  notice: {
    audience: '适合人群',
    discounts: '优惠',
    agreements: '购买协议',
    noSchedule: '线上学习，购买后即可开始，无需选择班级或考场'
  },
  service: {
    entry: '客服',
    title: '联系客服',
    phone: '客服电话：{phone}',
    wechat: '客服微信：{id}',
    call: '拨打',
    copy: '复制'
  },
  detail: {
    chooseClass: '请选择班级',
    chooseSession: '请选择考场',
    days: '{n}天',
    seatsLeft: '剩余{n}个名额',
    transfers: '可转班{n}次',
    bundleContents: '套餐内容',
    owned: '已拥有',
    bundleDeduction: '已拥有的内容将抵扣{amount}',
    audience: '适合人群',
    discounts: '优惠',
    description: '商品介绍',
    poster: '生成海报',
    buy: '立即购买',
    offSale: '已下架',
    purchased: '已购买',
    registered: '已报名',
    heldView: '{label} · 查看订单',
    payPending: '去支付',
    comingSoon: '即将开售'
  }
} as const

export default goods
