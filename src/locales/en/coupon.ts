import type zhHans from '../zh-Hans/coupon'

const coupon: typeof zhHans = {
  discountValue: '{n}/10 price',
  types: { course_redeem: 'Course redeem', free_order: 'Free order', amount_off: 'Amount off', discount: 'Discount' },
  minSpend: 'On orders over ¥{amount}',
  noMinSpend: 'No minimum',
  allGoods: 'All goods',
  scope: 'For',
  validUntil: 'Valid until {date}',
  source: 'From',
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
  stockLeft: '{n} left'
}
export default coupon
