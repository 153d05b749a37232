// Public entry of the commerce context: the only file another context may import (see .dependency-cruiser.cjs).
export { commerceContext } from './plugin'
export type { CommerceContext } from './context'
/** The class seats a user holds (paid or being refunded), as a subquery learning joins with the catalog's classes. */
export { classSeatsOf, heldClassOrders, moveOrderClass } from './order/class-seats'
/** The goods a user holds by a paid order, as a subquery (training's programs unlocked by purchase). */
export { paidGoodsOf } from './order/paid-goods'
/** Every order with its refunded amount, as a subquery: sales attributes and counts enrolment with it. */
export { orderFacts } from './order/sales-facts'
/** The payment sweepers and the polling interval, which the API tests run and wait on by the clock. */
export { PAYMENT_QUERY_INTERVAL_MS } from './payment/payment-state'
export { closeExpiredOrders } from './payment/close-order'
export { orderSweepJob } from './payment/sweeper'
export { settleStuckAutoRefunds } from './payment/auto-refund'
/** Every paid exam order of a sitting (any user), as a subquery: certification's registration sync joins it. */
export { heldExamOrders } from './order/exam-seats'
/** Payments received and refunds paid back, as subqueries: settlement's statements and the finance report. */
export { paidOrderRows, paidRefundRows } from './order/settlement-rows'
