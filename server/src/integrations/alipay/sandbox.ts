// Alipay's sandbox twin for the embedded default: no money, no network. The pay page's confirm produces a trade
// notification signed RSA2 with a key pair made on first use, and parsePaymentNotification checks it with alipay-sdk's
// checkNotifySignV2 exactly like a real one, so the sandbox goes through Alipay's notification path.
import crypto from 'node:crypto'
import type { AlipaySdk } from 'alipay-sdk'
import { chinaTimestamp } from '@contract/china-time'
import { PaymentProviderError, PaymentVerificationError } from '../payment/errors'
import { createSandboxSigner } from '../payment/sandbox/signing'
import type { AlipaySandboxProvider, RefundResult, TradeState } from '../payment/types'
import { signNotification, verifyNotification } from './signing'
import { formFields, notificationOf, yuanOf } from './trade'

/** Stand-ins for the app id and seller id, so the orders module's checks run unchanged. */
export const ALIPAY_SANDBOX_MERCHANT = { appid: '2021000000000000', mchid: '2088000000000000' } as const

interface Trade {
  amountFen: number
  expiresAt: Date
  state: TradeState
  tradeNo?: string
  paidAt?: Date
  refundedFen: number
}

const newTradeNo = () => `SANDBOX${Date.now()}${crypto.randomInt(1e6).toString().padStart(6, '0')}`

function rsaKeyPair(): Promise<crypto.KeyPairKeyObjectResult> {
  return new Promise((resolve, reject) => crypto.generateKeyPair('rsa', { modulusLength: 2048 }, (err, publicKey, privateKey) =>
    (err ? reject(err) : resolve({ publicKey, privateKey }))))
}

interface SandboxSigning {
  /** "Alipay's" key, which signs the sandbox's notifications. */
  alipayPrivateKey: crypto.KeyObject
  /** Our app's SDK, which verifies them with "Alipay's" public key. */
  sdk: AlipaySdk
}

/**
 * Two RSA key pairs take 0.3-1.5 s of CPU on a small machine and alipay-sdk is some 290 modules: made on the sandbox's
 * first use (off the event loop), not by every server start and every API test file.
 */
async function makeSigning(): Promise<SandboxSigning> {
  const [alipayKeys, appKeys, { AlipaySdk }] = await Promise.all([rsaKeyPair(), rsaKeyPair(), import('alipay-sdk')])
  const sdk = new AlipaySdk({
    appId: ALIPAY_SANDBOX_MERCHANT.appid,
    privateKey: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  })
  return { alipayPrivateKey: alipayKeys.privateKey, sdk }
}

export function createAlipaySandboxProvider(): AlipaySandboxProvider {
  let signing: Promise<SandboxSigning> | undefined
  const signingOf = () => (signing ??= makeSigning())
  const tokens = createSandboxSigner()
  const trades = new Map<string, Trade>()
  const refunds = new Map<string, RefundResult>()

  function tradeOf(outTradeNo: string): Trade {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new PaymentProviderError('ORDER_NOT_EXIST', `no sandbox Alipay trade ${outTradeNo}`, 400)
    return trade
  }

  const stateName = (s: TradeState) => (s === 'SUCCESS' ? 'TRADE_SUCCESS' : s === 'NOTPAY' ? 'WAIT_BUYER_PAY' : 'TRADE_CLOSED')

  return {
    kind: 'alipay-sandbox',
    merchant: ALIPAY_SANDBOX_MERCHANT,

    async createPayment(input) {
      const trade = trades.get(input.outTradeNo)
      if (trade?.state === 'SUCCESS') throw new PaymentProviderError('ORDERPAID', 'already paid', 400)
      if (!trade) trades.set(input.outTradeNo, { amountFen: input.amountFen, expiresAt: input.expiresAt, state: 'NOTPAY', refundedFen: 0 })
      return { kind: 'sandbox', sandboxToken: tokens.token(input.outTradeNo) }
    },

    tradeNoOf: (token) => tokens.openToken(token),

    async confirmPayment(token) {
      const outTradeNo = tokens.openToken(token)
      const trade = tradeOf(outTradeNo)
      if (trade.state === 'NOTPAY' && trade.expiresAt.getTime() <= Date.now()) trade.state = 'CLOSED'
      if (trade.state === 'CLOSED') throw new PaymentProviderError('ORDER_CLOSED', 'trade closed', 400)
      if (trade.state === 'NOTPAY') Object.assign(trade, { state: 'SUCCESS', tradeNo: newTradeNo(), paidAt: new Date() })
      const fields = signNotification(
        {
          notify_type: 'trade_status_sync',
          notify_id: crypto.randomUUID(),
          notify_time: chinaTimestamp(new Date()),
          charset: 'utf-8',
          version: '1.0',
          app_id: ALIPAY_SANDBOX_MERCHANT.appid,
          seller_id: ALIPAY_SANDBOX_MERCHANT.mchid,
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo ?? '',
          trade_status: 'TRADE_SUCCESS',
          total_amount: yuanOf(trade.amountFen),
          gmt_payment: chinaTimestamp(trade.paidAt ?? new Date())
        },
        (await signingOf()).alipayPrivateKey
      )
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: new URLSearchParams(fields).toString() }
    },

    async parsePaymentNotification(_headers, rawBody) {
      const fields = formFields(rawBody)
      if (!verifyNotification((await signingOf()).sdk, fields)) throw new PaymentVerificationError('BAD_SIGNATURE', 'Alipay notification signature')
      return notificationOf(fields)
    },

    async queryPayment(outTradeNo) {
      const trade = trades.get(outTradeNo)
      if (!trade) return null
      return notificationOf({
        notify_type: 'trade_status_sync',
        app_id: ALIPAY_SANDBOX_MERCHANT.appid,
        seller_id: ALIPAY_SANDBOX_MERCHANT.mchid,
        out_trade_no: outTradeNo,
        trade_status: stateName(trade.state),
        total_amount: yuanOf(trade.amountFen),
        ...(trade.tradeNo ? { trade_no: trade.tradeNo } : {}),
        ...(trade.paidAt ? { gmt_payment: chinaTimestamp(trade.paidAt) } : {})
      })
    },

    async closePayment(outTradeNo) {
      const trade = tradeOf(outTradeNo)
      if (trade.state === 'SUCCESS') throw new PaymentProviderError('ORDERPAID', 'cannot close a paid trade', 400)
      trade.state = 'CLOSED'
    },

    async refund(input) {
      const earlier = refunds.get(input.outRefundNo)
      if (earlier) return earlier
      const trade = tradeOf(input.outTradeNo)
      if (trade.state !== 'SUCCESS' || input.refundFen <= 0 || trade.refundedFen + input.refundFen > trade.amountFen) {
        throw new PaymentProviderError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', 'refund does not fit the trade', 400)
      }
      trade.refundedFen += input.refundFen
      const result: RefundResult = {
        outTradeNo: input.outTradeNo,
        outRefundNo: input.outRefundNo,
        refundId: trade.tradeNo ?? '',
        status: 'SUCCESS',
        refundFen: input.refundFen,
        totalFen: trade.amountFen,
        mchid: ALIPAY_SANDBOX_MERCHANT.mchid,
        successTime: new Date()
      }
      refunds.set(input.outRefundNo, result)
      return result
    },

    async queryRefund(outRefundNo) {
      return refunds.get(outRefundNo) ?? null
    },

    async parseRefundNotification() {
      throw new PaymentVerificationError('MALFORMED', 'Alipay sends no refund notifications')
    }
  }
}
