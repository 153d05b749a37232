// Alipay through its official Node SDK (alipay-sdk v4): wap pay (alipay.trade.wap.pay) for the Alipay browser and
// mobile browsers, page pay (alipay.trade.page.pay) on a desktop, the trade notification (RSA2, checkNotifySignV2),
// alipay.trade.query / close / refund and alipay.trade.fastpay.refund.query. Every answer of the gateway is
// verified with Alipay's key (validateSign) before it is believed.
import type { AlipaySdk, AlipaySdkCommonResult, AlipaySdkConfig } from 'alipay-sdk'
import { chinaTimestamp } from '@contract/china-time'
import { PaymentProviderError, PaymentVerificationError } from '../payment/errors'
import type { AlipayPaymentProvider, CreatePaymentInput, PaymentLaunch, RefundResult } from '../payment/types'
import { ALIPAY_NOTIFY_PATH, type AlipayConfig } from './config'
import { verifyNotification } from './signing'
import { dateOfAlipayTime, fenOf, formFields, notificationOf, toPaymentNotification, yuanOf } from './trade'

export interface AlipayOptions {
  timeoutMs?: number
}

/**
 * Every request's `timestamp`, in Beijing time as the gateway expects (it refuses a skewed one with
 * isv.invalid-timestamp). alipay-sdk would stamp it with the host's local time (utility's YYYYMMDDHHmmss in its
 * sign()), 8 hours behind on a UTC host; a `timestamp` among the request's parameters replaces that one.
 */
const requestTime = () => chinaTimestamp(new Date())

/** The sub_codes meaning "no such trade" / "no such refund". */
const NOT_FOUND = new Set(['ACQ.TRADE_NOT_EXIST'])

function sdkConfig(config: AlipayConfig, options: AlipayOptions): AlipaySdkConfig {
  const base: AlipaySdkConfig = {
    appId: config.appId,
    privateKey: config.privateKeyPem,
    keyType: config.privateKeyPem.includes('RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    gateway: config.gateway,
    timeout: options.timeoutMs ?? 10_000,
    camelcase: false
  }
  const v = config.verification
  if (v.mode === 'public-key') return { ...base, alipayPublicKey: v.alipayPublicKeyPem }
  return {
    ...base,
    appCertContent: v.appCertPem,
    alipayPublicCertContent: v.alipayPublicCertPem,
    alipayRootCertContent: v.alipayRootCertPem
  }
}

/** The gateway's answer, or PaymentProviderError: code = sub_code; outcomeUnknown when nothing reliable came back. */
async function call(sdkOf: () => Promise<AlipaySdk>, method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
  const [sdk, { AlipayRequestError }] = await Promise.all([sdkOf(), import('alipay-sdk')])
  let result: AlipaySdkCommonResult
  try {
    result = await sdk.exec(method, { bizContent, timestamp: requestTime() }, { validateSign: true })
  } catch (err) {
    // An answer we cannot trust (not signed by Alipay) tells us nothing: like a lost answer, the outcome is unknown
    // and the caller queries or retries under the same out_trade_no / out_request_no.
    const bad = err instanceof AlipayRequestError && /验签失败/.test(err.message)
    throw new PaymentProviderError(bad ? 'BAD_SIGNATURE' : 'NETWORK', `${method}: ${(err as Error).message}`, undefined, true)
  }
  if (result.code === '10000') return result
  const code = String(result.sub_code ?? result.code)
  throw new PaymentProviderError(code, `${method}: ${result.code} ${code} ${String(result.sub_msg ?? result.msg ?? '')}`, 400, result.code === '20000')
}

export function createAlipayProvider(config: AlipayConfig, options: AlipayOptions = {}): AlipayPaymentProvider {
  // The SDK (some 290 modules) is loaded on the first payment, not by every server start; the keys and certificates
  // were already checked when the configuration was read.
  let sdk: Promise<AlipaySdk> | undefined
  const sdkOf = () => (sdk ??= import('alipay-sdk').then(({ AlipaySdk }) => new AlipaySdk(sdkConfig(config, options))))
  const merchant = { appid: config.appId, mchid: config.sellerId }

  async function payUrl(input: CreatePaymentInput): Promise<string> {
    const page = input.channel === 'alipay_page'
    if (!page && input.channel !== 'alipay_wap') {
      throw new PaymentProviderError('INVALID_REQUEST', `Alipay has no ${input.channel} channel`)
    }
    return (await sdkOf()).pageExecute(page ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay', 'GET', {
      timestamp: requestTime(),
      notifyUrl: config.notifyBaseUrl + ALIPAY_NOTIFY_PATH,
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
      bizContent: {
        out_trade_no: input.outTradeNo,
        total_amount: yuanOf(input.amountFen),
        subject: input.description,
        product_code: page ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
        time_expire: chinaTimestamp(input.expiresAt),
        ...(input.returnUrl && !page ? { quit_url: input.returnUrl } : {})
      }
    })
  }

  async function refundQuery(outRefundNo: string, outTradeNo: string): Promise<RefundResult | null> {
    let answer
    try {
      answer = await call(sdkOf, 'alipay.trade.fastpay.refund.query', { out_trade_no: outTradeNo, out_request_no: outRefundNo })
    } catch (err) {
      if (err instanceof PaymentProviderError && NOT_FOUND.has(err.code)) return null
      throw err
    }
    // Alipay answers 10000 without refund_amount when it has no refund under this out_request_no.
    const refundFen = fenOf(answer.refund_amount)
    if (refundFen === undefined) return null
    return {
      outTradeNo,
      outRefundNo,
      refundId: String(answer.trade_no ?? ''),
      status: answer.refund_status === 'REFUND_SUCCESS' ? 'SUCCESS' : 'PROCESSING',
      refundFen,
      totalFen: fenOf(answer.total_amount) ?? refundFen,
      mchid: config.sellerId,
      successTime: dateOfAlipayTime(answer.gmt_refund_pay)
    }
  }

  return {
    kind: 'alipay',
    merchant,

    async createPayment(input): Promise<PaymentLaunch> {
      return { kind: 'redirect', payUrl: await payUrl(input) }
    },

    async parsePaymentNotification(_headers, rawBody) {
      const fields = formFields(rawBody)
      if (!verifyNotification(await sdkOf(), fields)) throw new PaymentVerificationError('BAD_SIGNATURE', 'Alipay notification signature')
      return notificationOf(fields)
    },

    async queryPayment(outTradeNo) {
      try {
        const answer = await call(sdkOf, 'alipay.trade.query', { out_trade_no: outTradeNo })
        // The answer is signed by Alipay for our app id; it carries no seller_id, so the merchant is ours.
        return toPaymentNotification(answer, merchant)
      } catch (err) {
        if (err instanceof PaymentProviderError && NOT_FOUND.has(err.code)) return null
        throw err
      }
    },

    async closePayment(outTradeNo) {
      try {
        await call(sdkOf, 'alipay.trade.close', { out_trade_no: outTradeNo })
      } catch (err) {
        // The payer never opened the cashier: Alipay has no trade, so nothing can be paid.
        if (err instanceof PaymentProviderError && NOT_FOUND.has(err.code)) throw new PaymentProviderError('ORDER_NOT_EXIST', err.message, 400)
        // Paid (or finished): the caller queries and applies it.
        if (err instanceof PaymentProviderError && err.code === 'ACQ.TRADE_STATUS_ERROR') throw new PaymentProviderError('ORDERPAID', err.message, 400)
        throw err
      }
    },

    async refund(input) {
      const answer = await call(sdkOf, 'alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        out_request_no: input.outRefundNo,
        refund_amount: yuanOf(input.refundFen),
        refund_reason: input.reason
      })
      // fund_change N: no money moved by THIS call (e.g. a repeat of a refund already made): ask what happened.
      if (answer.fund_change !== 'Y') {
        const known = await refundQuery(input.outRefundNo, input.outTradeNo)
        if (known) return known
      }
      return {
        outTradeNo: input.outTradeNo,
        outRefundNo: input.outRefundNo,
        refundId: String(answer.trade_no ?? ''),
        status: answer.fund_change === 'Y' ? 'SUCCESS' : 'PROCESSING',
        refundFen: input.refundFen,
        totalFen: input.totalFen,
        mchid: config.sellerId,
        successTime: dateOfAlipayTime(answer.gmt_refund_pay)
      }
    },

    async queryRefund(outRefundNo, outTradeNo) {
      if (!outTradeNo) throw new PaymentProviderError('INVALID_REQUEST', 'Alipay refund queries need out_trade_no')
      return refundQuery(outRefundNo, outTradeNo)
    },

    async parseRefundNotification() {
      // Alipay's refunds answer synchronously; there is no refund notification to accept.
      throw new PaymentVerificationError('MALFORMED', 'Alipay sends no refund notifications')
    }
  }
}
