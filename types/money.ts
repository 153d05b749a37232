// The money of an order, named once for server and app: the amount due (what the buyer must pay for an order and,
// once it is paid, what they paid) and whether it is paid. Zod-free and dependency-free, so the app imports it at
// run time. Every amount is computed by the server; the app shows `amountDueFen` and never recomputes it.
import type { OrderStatus } from './commerce-constants'

/** What a price is reduced by, in the order the deductions apply (catalog pricing works each one out). */
export interface AmountDueParts {
  priceFen: number
  /** Bundle items the buyer already owns. */
  bundleDeductionFen: number
  couponDiscountFen: number
  pointsDiscountFen: number
}

/**
 * The amount due: price − bundle deduction − coupon − points, never below 0. The one rule; a quote carries its
 * result as `amountDueFen` and the order stores it (column payable_fen) as `amountDueFen`, which is also what a
 * payment must match, what can be refunded at most and what an invoice is made out for.
 */
export function amountDue(parts: AmountDueParts): number {
  return Math.max(0, parts.priceFen - parts.bundleDeductionFen - parts.couponDiscountFen - parts.pointsDiscountFen)
}

/** Statuses an order only reaches through a payment: its amount due changed hands (a refunded order was paid too). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'refunding', 'refunded']

/** The order has been paid (it may since be in or through a refund). */
export const isPaid = (order: { status: string }): boolean => (PAID_ORDER_STATUSES as readonly string[]).includes(order.status)
