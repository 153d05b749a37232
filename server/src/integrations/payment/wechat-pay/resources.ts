// The shapes WeChat Pay API v3 sends (transactions, refunds, notification envelopes), checked with zod, and their
// mapping to our PaymentNotification / RefundResult. The sandbox produces the same shapes, so it shares this file.
import { z } from 'zod'
import { PaymentVerificationError } from '../errors'
import type { PaymentNotification, RefundResult } from '../types'

const TRADE_STATES = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'] as const
const REFUND_STATUSES = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const
/** States in which money moved, so WeChat always reports the amount and its transaction id. */
const PAID_STATES = new Set<string>(['SUCCESS', 'REFUND'])

const fen = z.number().int().nonnegative()

export const transactionSchema = z
  .object({
    appid: z.string(),
    mchid: z.string(),
    out_trade_no: z.string().min(1),
    transaction_id: z.string().optional(),
    trade_state: z.enum(TRADE_STATES),
    success_time: z.string().optional(),
    attach: z.string().optional(),
    payer: z.object({ openid: z.string().optional() }).optional(),
    // An unpaid transaction's amount may carry only payer_currency.
    amount: z.object({ total: fen.optional(), payer_total: fen.optional() }).optional()
  })
  .refine((t) => !PAID_STATES.has(t.trade_state) || (t.amount?.total !== undefined && Boolean(t.transaction_id)), {
    message: 'a paid transaction must carry amount.total and transaction_id'
  })

export type WechatTransaction = z.output<typeof transactionSchema>

/** A refund as the refund API answers it (status) or as a refund notification carries it (refund_status). */
export const refundSchema = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_id: z.string().min(1),
  status: z.enum(REFUND_STATUSES).optional(),
  refund_status: z.enum(REFUND_STATUSES).optional(),
  success_time: z.string().optional(),
  amount: z.object({ total: fen, refund: fen })
})

export type WechatRefund = z.output<typeof refundSchema>

export const notificationEnvelopeSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    original_type: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional()
  })
})

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Parses with a schema; failing means the (already authenticated) message is not what we understand. */
export function parseShape<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new PaymentVerificationError('MALFORMED', `${what} has an unexpected shape`)
  return parsed.data
}

const optionalDate = (text: string | undefined): Date | undefined => (text ? new Date(text) : undefined)

export function toPaymentNotification(t: WechatTransaction): PaymentNotification {
  return {
    outTradeNo: t.out_trade_no,
    transactionId: t.transaction_id || undefined,
    tradeState: t.trade_state,
    totalFen: t.amount?.total,
    payerTotalFen: t.amount?.payer_total,
    appid: t.appid,
    mchid: t.mchid,
    successTime: optionalDate(t.success_time),
    payerOpenid: t.payer?.openid || undefined,
    attach: t.attach || undefined
  }
}

/** `fallbackMchid` only for the refund API's own answers, which do not echo mchid; notifications must carry it. */
export function toRefundResult(r: WechatRefund, fallbackMchid?: string): RefundResult {
  const status = r.status ?? r.refund_status
  const mchid = r.mchid ?? fallbackMchid
  if (!status || !mchid) throw new PaymentVerificationError('MALFORMED', 'refund carries no status or mchid')
  return {
    outTradeNo: r.out_trade_no,
    outRefundNo: r.out_refund_no,
    refundId: r.refund_id,
    status,
    refundFen: r.amount.refund,
    totalFen: r.amount.total,
    mchid,
    successTime: optionalDate(r.success_time)
  }
}
