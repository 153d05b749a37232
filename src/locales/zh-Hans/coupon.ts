// Namespace `coupon`: coupon cards, my coupons, receiving a shared coupon.
const coupon = {
  discountValue: '{n}折',
  types: { course_redeem: '课程兑换', free_order: '免单', amount_off: '满减', discount: '折扣' },
  minSpend: '满{amount}元可用',
  noMinSpend: '无门槛',
  allGoods: '全部商品',
  scope: '适用',
  validUntil: '有效期至{date}',
  source: '来源',
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
  stockLeft: '剩余{n}张'
}
export default coupon
