// Namespace `coupon` in Traditional Chinese.
// My coupons, shared coupons, coupon cards (subpackages pages/mine, pages/coupon, pages/order).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const coupon: Translation<typeof zhHans> = {
  discountValue: '{n}折',
  types: { course_redeem: '課程兌換', free_order: '免單', amount_off: '滿減', discount: '折扣' },
  minSpend: '滿{amount}可用',
  noMinSpend: '無門檻',
  allGoods: '全部商品',
  scope: '適用：{scope}',
  listSeparator: '、',
  validUntil: '有效期至{date}',
  source: '來源：{source}',
  states: { unused: '未使用', used: '已使用', expired: '已過期' },
  noDiscounts: '暫無優惠活動',
  usableForGoods: '可用於本商品的優惠券',
  noneUsable: '暫無可用優惠券',
  loginToSee: '登入後查看可用優惠券',
  empty: '暫無優惠券',
  use: '去使用',
  receive: '立即領取',
  received: '領取成功',
  alreadyReceived: '已領取',
  soldOut: '已領完',
  stockLeft: '剩餘{n}張',
  emptyByState: { unused: '暫無未使用的優惠券', used: '暫無已使用的優惠券', expired: '暫無已過期的優惠券' },
  emptyDesc: '領取的優惠券會出現在這裡',
  share: {
    ended: '已結束',
    notFound: '優惠券不存在或連結已失效',
    mine: '查看我的優惠券',
    loginHint: '登入後即可領取',
    usageHint: '領取後在確認訂單時選擇使用',
    receivedHint: '已放入「我的優惠券」',
    shareTitle: '送你一張優惠券：{title}'
  }
}

export default coupon
