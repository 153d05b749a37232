// Order, payment and refund numbers. An order number reads as its creation time in China (what support and the
// learner see), followed by random digits so two orders in the same second differ; the unique index decides.
import crypto from 'node:crypto'
import type { PaymentMethod } from '@contract/commerce/constants'

/** China has one time zone and no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
/** Six random digits: a million numbers per second, so a clash is rare and simply retried. */
const RANDOM_DIGITS = 6

export function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14)
  return stamp + crypto.randomInt(10 ** RANDOM_DIGITS).toString().padStart(RANDOM_DIGITS, '0')
}

/** One letter per payment method: the out_trade_no (WeChat and Alipay) of each attempt is the order number plus its letter. */
const METHOD_LETTERS: Record<PaymentMethod, string> = {
  wechat_jsapi: 'J',
  wechat_oa_jsapi: 'W',
  wechat_native: 'N',
  wechat_h5: 'H',
  alipay_wap: 'A',
  alipay_page: 'P',
  sandbox: 'S',
  free: 'F',
  offline: 'O'
}

/** 21 characters of [0-9A-Z]: inside WeChat's 6-32 characters of [0-9A-Za-z_-|*]. */
export function outTradeNoFor(orderNo: string, method: PaymentMethod): string {
  return orderNo + METHOD_LETTERS[method]
}

/** Refund n (1-based) of an order: stable, so a retried payout always sends the same out_refund_no. */
export function outRefundNoFor(orderNo: string, sequence: number): string {
  return `${orderNo}R${sequence}`
}
