// Namespace `coupon` in English.
// My coupons, shared coupons, coupon cards (subpackages pages/mine, pages/coupon, pages/order).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const coupon: Translation<typeof zhHans> = {
  discountValue: '{n}/10 price',
  types: { course_redeem: 'Course redeem', free_order: 'Free order', amount_off: 'Amount off', discount: 'Discount' },
  minSpend: 'On orders over {amount}',
  noMinSpend: 'No minimum',
  allGoods: 'All goods',
  scope: 'For: {scope}',
  listSeparator: ', ',
  validUntil: 'Valid until {date}',
  source: 'From: {source}',
  states: { unused: 'Unused', used: 'Used', expired: 'Expired' },
  noDiscounts: 'No offers right now',
  usableForGoods: 'Your coupons for this item',
  noneUsable: 'No coupons apply',
  loginToSee: 'Sign in to see your coupons',
  empty: 'No coupons',
  use: 'Use',
  receive: 'Get it',
  received: 'Coupon received',
  alreadyReceived: 'Received',
  soldOut: 'All gone',
  stockLeft: '{n} left',
  emptyByState: { unused: 'No unused coupons', used: 'No used coupons', expired: 'No expired coupons' },
  emptyDesc: 'Coupons you receive show up here',
  share: {
    ended: 'Offer ended',
    notFound: 'This coupon does not exist or the link has expired',
    mine: 'See my coupons',
    loginHint: 'Sign in to get it',
    usageHint: 'Choose it when you confirm an order',
    receivedHint: 'Added to My coupons',
    shareTitle: 'A coupon for you: {title}'
  }
}

export default coupon
