// Namespace `coupon` in Simplified Chinese, the source shape.
// My coupons, shared coupons, coupon cards (subpackages pages/mine, pages/coupon, pages/order).
const coupon = {
  discountValue: '{n}折',
  types: { course_redeem: '课程兑换', free_order: '免单', amount_off: '满减', discount: '折扣' },
  minSpend: '满{amount}可用',
  noMinSpend: '无门槛',
  allGoods: '全部商品',
  scope: '适用：{scope}',
  listSeparator: '、',
  validUntil: '有效期至{date}',
  source: '来源：{source}',
  states: { unused: '未使用', used: '已使用', expired: '已过期' },
  noDiscounts: '暂无优惠活动',
  usableForGoods: '可用于本商品的优惠券',
  noneUsable: '暂无可用优惠券',
  loginToSee: '登录后查看可用优惠券',
  empty: '暂无优惠券',
  use: '去使用',
  receive: '立即领取',
  received: '领取成功',
  alreadyReceived: '已领取',
  soldOut: '已领完',
  stockLeft: '剩余{n}张',
  emptyByState: { unused: '暂无未使用的优惠券', used: '暂无已使用的优惠券', expired: '暂无已过期的优惠券' },
  emptyDesc: '领取的优惠券会出现在这里',
  share: {
    ended: '已结束',
    notFound: '优惠券不存在或链接已失效',
    mine: '查看我的优惠券',
    loginHint: '登录后即可领取',
    usageHint: '领取后在确认订单时选择使用',
    receivedHint: '已放入「我的优惠券」',
    shareTitle: '送你一张优惠券：{title}'
  }
} as const

export default coupon
