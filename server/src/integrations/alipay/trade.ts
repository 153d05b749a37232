// Alipay's words → the payment interface's (integrations/payment/types.ts). Alipay speaks yuan as decimal strings
// ("199.00") and China time ("2026-03-02 10:00:00"); the rest of the code speaks integer fen and Date.
import { fromChinaWallClock } from '@contract/china-time'
import { PaymentVerificationError } from '../payment/errors'
import type { PaymentNotification, TradeState } from '../payment/types'

/** "199.00" → 19900; anything that is not a plain amount with at most two decimals is refused. */
export function fenOf(yuan: unknown): number | undefined {
  if (typeof yuan !== 'string' || !/^\d+(\.\d{1,2})?$/.test(yuan)) return undefined
  const [whole = '0', part = ''] = yuan.split('.')
  return Number(whole) * 100 + Number(part.padEnd(2, '0'))
}

export const yuanOf = (fen: number): string => (fen / 100).toFixed(2)

/** An Alipay time ("yyyy-MM-dd HH:mm:ss", China time: chinaTimestamp writes it) as an instant; anything else is none. */
export function dateOfAlipayTime(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return undefined
  return fromChinaWallClock(text)
}

/**
 * TRADE_FINISHED is a success past its refund period; TRADE_CLOSED is unpaid-and-closed or fully refunded, which
 * for applying a payment both mean "nothing to apply".
 */
const STATES: Record<string, TradeState> = {
  WAIT_BUYER_PAY: 'NOTPAY',
  TRADE_SUCCESS: 'SUCCESS',
  TRADE_FINISHED: 'SUCCESS',
  TRADE_CLOSED: 'CLOSED'
}

/** A trade (notification fields or alipay.trade.query's answer) as a payment state; merchant ids given by caller. */
export function toPaymentNotification(
  fields: Record<string, unknown>,
  merchant: { appid: string; mchid: string }
): PaymentNotification {
  const outTradeNo = fields.out_trade_no
  const tradeState = STATES[String(fields.trade_status)]
  if (typeof outTradeNo !== 'string' || !outTradeNo || !tradeState) {
    throw new PaymentVerificationError('MALFORMED', 'an Alipay trade without out_trade_no or a known trade_status')
  }
  const totalFen = fenOf(fields.total_amount)
  if (tradeState === 'SUCCESS' && totalFen === undefined) {
    throw new PaymentVerificationError('MALFORMED', 'a paid Alipay trade without total_amount')
  }
  return {
    outTradeNo,
    transactionId: typeof fields.trade_no === 'string' ? fields.trade_no : undefined,
    tradeState,
    totalFen,
    payerTotalFen: fenOf(fields.buyer_pay_amount) ?? totalFen,
    appid: merchant.appid,
    mchid: merchant.mchid,
    successTime: dateOfAlipayTime(fields.gmt_payment ?? fields.send_pay_date)
  }
}

/**
 * A notification body (application/x-www-form-urlencoded) as the flat object alipay-sdk's checkNotifySignV2 wants:
 * values already decoded once, as Alipay signed them. A repeated field is a forgery, not something to pick from.
 */
export function formFields(rawBody: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, val] of new URLSearchParams(rawBody)) {
    if (key in fields) throw new PaymentVerificationError('MALFORMED', `field ${key} repeated`)
    fields[key] = val
  }
  return fields
}

/** Verified notification fields → payment state; app_id and seller_id are the notification's own, for the checks. */
export function notificationOf(fields: Record<string, string>): PaymentNotification {
  if (fields.notify_type !== 'trade_status_sync') {
    throw new PaymentVerificationError('MALFORMED', `not a trade notification: ${fields.notify_type ?? 'no notify_type'}`)
  }
  return toPaymentNotification(fields, { appid: fields.app_id ?? '', mchid: fields.seller_id ?? '' })
}
