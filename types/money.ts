// The money of an order, named once for server and app: the amount due (what the buyer must pay for an order and,
// once it is paid, what they paid) and whether it is paid. Zod-free and dependency-free, so the app imports it at
// run time. Every amount is computed by the server; the app shows `amountDueFen` and never recomputes it.
import type { OrderStatus } from './commerce/constants'

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

// ---- How money reads (one rule, for the app and the server's messages) ----
// Yuan with thousands separators, no decimals for whole yuan, exactly two decimals otherwise:
// ¥2,980 · ¥19.90 · ¥3,289.90 · ¥0.05 · -¥447. Whole-yuan prices are the common case and read best bare; any cents
// are always two digits, so ¥19.9 and ¥19.90 never both appear. src/shared/money.ts hands these to the app.

const FEN_PER_YUAN = 100

/** Thousands separators on a non-negative integer string: '1234567' → '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** 298000 → '2,980', 1990 → '19.90', 5 → '0.05', -44700 → '-447': the amount in yuan, without the currency sign. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  const whole = grouped(String(Math.floor(abs / FEN_PER_YUAN)))
  const cents = abs % FEN_PER_YUAN
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, '0')}`
}

/** 298000 → '¥2,980', 1990 → '¥19.90', -44700 → '-¥447'. Every price the app shows goes through here. */
export function price(fen: number): string {
  return fen < 0 ? `-¥${yuan(-fen)}` : `¥${yuan(fen)}`
}

/** A deduction as it reads in a breakdown: 44700 → '-¥447' (0 → '-¥0'). */
export const minusPrice = (fen: number): string => `-${price(Math.abs(fen))}`

/** The amount as a value to type over in a yuan input: 298000 → '2980', 1990 → '19.9' (no separators). */
export const yuanInputValue = (fen: number): string => String(Math.round(fen) / FEN_PER_YUAN)
