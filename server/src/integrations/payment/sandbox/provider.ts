// The embedded-default payment provider: no money moves. The pay page "confirms", confirmPayment() produces a signed
// notification in WeChat's shape, and the orders module feeds it to parsePaymentNotification and its usual
// notification handling, so the sandbox exercises the same code path as real WeChat Pay. Refunds succeed at once.
// State is in memory: the sandbox is for one embedded process, never for production.
import crypto from 'node:crypto'
import { chinaRfc3339 } from '@contract/china-time'
import { PaymentProviderError, PaymentVerificationError } from '../errors'
import type {
  IncomingHeaders,
  PaymentNotification,
  RefundResult,
  SandboxPaymentProvider,
  SignedNotification,
  TradeState
} from '../types'
import {
  parseJson,
  parseShape,
  refundSchema,
  toPaymentNotification,
  toRefundResult,
  transactionSchema,
  type WechatRefund,
  type WechatTransaction
} from '../wechat-pay/resources'
import { createSandboxSigner } from './signing'

/** Stand-ins for appid / mchid, so the orders module's merchant checks run unchanged against the sandbox. */
export const SANDBOX_MERCHANT = { appid: 'sandbox-appid', mchid: 'sandbox-mchid' } as const

export class SandboxInProductionError extends Error {
  constructor() {
    super(
      'The sandbox payment provider cannot run with NODE_ENV=production: it lets anyone mark orders paid. ' +
        'Set PAYMENT_PROVIDER=wechat.'
    )
    this.name = 'SandboxInProductionError'
  }
}

interface SandboxPayment {
  transaction: WechatTransaction
  expiresAt: Date
  refundedFen: number
}

const newId = (prefix: string) => `${prefix}${Date.now()}${crypto.randomInt(1e6).toString().padStart(6, '0')}`

export function createSandboxPaymentProvider(options: { nodeEnv?: string } = {}): SandboxPaymentProvider {
  // Checked on both: a config that forgot NODE_ENV must not slip the sandbox into a production process.
  if (options.nodeEnv === 'production' || process.env.NODE_ENV === 'production') throw new SandboxInProductionError()
  const signer = createSandboxSigner()
  const payments = new Map<string, SandboxPayment>()
  const refunds = new Map<string, WechatRefund>()

  function paymentFor(outTradeNo: string): SandboxPayment {
    const payment = payments.get(outTradeNo)
    if (!payment) throw new PaymentProviderError('ORDER_NOT_EXIST', `no sandbox payment ${outTradeNo}`, 404)
    return payment
  }

  function setState(payment: SandboxPayment, tradeState: TradeState): void {
    payment.transaction = { ...payment.transaction, trade_state: tradeState }
  }

  function notification(originalType: 'transaction' | 'refund', resource: object): SignedNotification {
    const eventType = originalType === 'transaction' ? 'TRANSACTION.SUCCESS' : 'REFUND.SUCCESS'
    const body = { original_type: originalType, ...resource }
    return signer.sign({ id: crypto.randomUUID(), event_type: eventType, resource: body })
  }

  function openNotification(headers: IncomingHeaders, rawBody: string, originalType: string): unknown {
    signer.verify(headers, rawBody)
    const body = parseJson(rawBody) as { resource?: { original_type?: string } } | undefined
    if (body?.resource?.original_type !== originalType) {
      throw new PaymentVerificationError('MALFORMED', `expected a sandbox ${originalType} notification`)
    }
    return body.resource
  }

  return {
    kind: 'sandbox',
    merchant: SANDBOX_MERCHANT,

    async createPayment(input) {
      const existing = payments.get(input.outTradeNo)
      if (existing?.transaction.trade_state === 'SUCCESS') {
        throw new PaymentProviderError('ORDERPAID', 'already paid', 400)
      }
      payments.set(input.outTradeNo, {
        transaction: {
          ...SANDBOX_MERCHANT,
          out_trade_no: input.outTradeNo,
          trade_state: 'NOTPAY',
          attach: input.attach,
          payer: { openid: input.openid },
          amount: { total: input.amountFen, payer_total: input.amountFen }
        },
        expiresAt: input.expiresAt,
        refundedFen: 0
      })
      return { kind: 'sandbox', sandboxToken: signer.token(input.outTradeNo) }
    },

    tradeNoOf(sandboxToken) {
      return signer.openToken(sandboxToken)
    },

    confirmPayment(sandboxToken) {
      const payment = paymentFor(signer.openToken(sandboxToken))
      const state = payment.transaction.trade_state
      if (state === 'NOTPAY' && payment.expiresAt.getTime() <= Date.now()) setState(payment, 'CLOSED')
      if (payment.transaction.trade_state === 'CLOSED') {
        throw new PaymentProviderError('ORDER_CLOSED', 'payment closed', 400)
      }
      if (state === 'NOTPAY') {
        payment.transaction = {
          ...payment.transaction,
          trade_state: 'SUCCESS',
          transaction_id: newId('SANDBOX'),
          success_time: chinaRfc3339(new Date())
        }
      }
      // Confirming again re-sends the notification, as WeChat re-sends until acknowledged.
      return notification('transaction', { ...payment.transaction, trade_state: 'SUCCESS' })
    },

    async parsePaymentNotification(headers, rawBody): Promise<PaymentNotification> {
      const resource = openNotification(headers, rawBody, 'transaction')
      return toPaymentNotification(parseShape(transactionSchema, resource, 'transaction'))
    },

    async queryPayment(outTradeNo) {
      const payment = payments.get(outTradeNo)
      return payment ? toPaymentNotification(payment.transaction) : null
    },

    async closePayment(outTradeNo) {
      const payment = payments.get(outTradeNo)
      if (!payment) return
      if (payment.transaction.trade_state !== 'NOTPAY') {
        throw new PaymentProviderError('ORDERPAID', 'cannot close a paid payment', 400)
      }
      setState(payment, 'CLOSED')
    },

    async refund(input): Promise<RefundResult> {
      const earlier = refunds.get(input.outRefundNo)
      if (earlier) return toRefundResult(earlier, SANDBOX_MERCHANT.mchid) // same out_refund_no = same refund
      const payment = paymentFor(input.outTradeNo)
      const paidFen = payment.transaction.amount?.total ?? 0
      if (!['SUCCESS', 'REFUND'].includes(payment.transaction.trade_state)) {
        throw new PaymentProviderError('INVALID_REQUEST', 'payment not paid', 400)
      }
      if (input.totalFen !== paidFen || input.refundFen <= 0 || payment.refundedFen + input.refundFen > paidFen) {
        throw new PaymentProviderError('INVALID_REQUEST', 'refund amount does not fit the payment', 400)
      }
      payment.refundedFen += input.refundFen
      setState(payment, 'REFUND')
      const refund: WechatRefund = {
        mchid: SANDBOX_MERCHANT.mchid,
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        refund_id: newId('SANDBOXREFUND'),
        status: 'SUCCESS',
        success_time: chinaRfc3339(new Date()),
        amount: { total: paidFen, refund: input.refundFen }
      }
      refunds.set(input.outRefundNo, refund)
      return toRefundResult(refund, SANDBOX_MERCHANT.mchid)
    },

    async queryRefund(outRefundNo) {
      const refund = refunds.get(outRefundNo)
      return refund ? toRefundResult(refund, SANDBOX_MERCHANT.mchid) : null
    },

    refundNotification(outRefundNo) {
      const refund = refunds.get(outRefundNo)
      if (!refund) throw new PaymentProviderError('RESOURCE_NOT_EXISTS', `no sandbox refund ${outRefundNo}`, 404)
      const { status, ...rest } = refund
      return notification('refund', { ...rest, refund_status: status })
    },

    async parseRefundNotification(headers, rawBody) {
      const resource = openNotification(headers, rawBody, 'refund')
      return toRefundResult(parseShape(refundSchema, resource, 'refund'))
    }
  }
}
