// WeChat Pay API v3 for a direct merchant (普通商户): JSAPI and Native payments, query, close, refunds, and the two
// notifications. Signing and verification live in signing.ts, key sources in platform-keys.ts.
import crypto from 'node:crypto'
import { chinaRfc3339 } from '@contract/china-time'
import { paymentNotifyUrl, refundNotifyUrl, type WechatPayConfig } from '../config'
import { PaymentProviderError, PaymentVerificationError } from '../errors'
import type { CreatePaymentInput, IncomingHeaders, PaymentLaunch, RefundInput, WechatPaymentProvider } from '../types'
import { decryptResource } from './aead'
import { createWechatPayHttp, jsonBody, type WechatPayHttp } from './http-client'
import { createCertificatePlatformKeys, createPublicKeyPlatformKeys } from './platform-keys'
import {
  notificationEnvelopeSchema,
  parseJson,
  parseShape,
  refundSchema,
  toPaymentNotification,
  toRefundResult,
  transactionSchema
} from './resources'
import { jsapiPayParams, verifyWechatSignature, type PlatformKeys } from './signing'
import { createWechatTransfers } from './transfer'

export interface WechatPayOptions {
  timeoutMs?: number
  certificateCacheTtlMs?: number
  certificateMinRefreshIntervalMs?: number
}

const WECHAT_CHANNELS = new Set(['jsapi', 'native', 'h5'])

/** WeChat sends the payer back to redirect_url (URL-encoded, appended to h5_url) after the pay sheet. */
function h5Url(base: string, returnUrl: string | undefined): string {
  return returnUrl ? `${base}${base.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}` : base
}

/** WeChat's "not found" codes for query by out_trade_no and by out_refund_no. */
const NOT_FOUND_CODES = new Set(['ORDER_NOT_EXIST', 'RESOURCE_NOT_EXISTS'])

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (err) {
    if (err instanceof PaymentProviderError && NOT_FOUND_CODES.has(err.code)) return null
    throw err
  }
}

function platformKeysFor(config: WechatPayConfig, http: WechatPayHttp, options: WechatPayOptions): PlatformKeys {
  if (config.verification.mode === 'public-key') {
    return createPublicKeyPlatformKeys(config.verification.publicKeyId, config.verification.publicKeyPem)
  }
  return createCertificatePlatformKeys({
    http,
    apiV3Key: config.apiV3Key,
    cacheTtlMs: options.certificateCacheTtlMs,
    minRefreshIntervalMs: options.certificateMinRefreshIntervalMs
  })
}

export function createWechatPayProvider(
  config: WechatPayConfig,
  options: WechatPayOptions = {}
): WechatPaymentProvider {
  const privateKey = crypto.createPrivateKey(config.privateKeyPem)
  const publicKeyId = config.verification.mode === 'public-key' ? config.verification.publicKeyId : undefined
  const http = createWechatPayHttp({
    apiBase: config.apiBase,
    signer: { mchid: config.mchid, serialNo: config.merchantSerialNo, privateKey },
    // Called only when a response arrives, by which time `keys` exists (certificate mode needs `http` first).
    platformKeys: () => keys,
    publicKeyId,
    timeoutMs: options.timeoutMs
  })
  const keys = platformKeysFor(config, http, options)

  /** Verifies over the raw body, then decrypts; `originalType` keeps a refund message out of the payment path. */
  async function openNotification(headers: IncomingHeaders, rawBody: string, originalType: string): Promise<unknown> {
    await verifyWechatSignature(headers, rawBody, keys)
    const envelope = parseShape(notificationEnvelopeSchema, parseJson(rawBody), 'notification')
    if (envelope.resource.original_type !== originalType) {
      const got = envelope.resource.original_type
      throw new PaymentVerificationError('MALFORMED', `expected a ${originalType} notification, got ${got}`)
    }
    return parseJson(decryptResource(envelope.resource, config.apiV3Key))
  }

  /** Only appids bound to this merchant: WeChat would refuse another, and the notification check expects these. */
  function appidFor(input: CreatePaymentInput): string {
    const appid = input.appid ?? config.appid
    if (appid !== config.appid && appid !== config.oaAppid) {
      throw new PaymentProviderError('INVALID_REQUEST', `appid ${appid} is not configured for this merchant`)
    }
    return appid
  }

  /** H5 pay: WeChat checks the payer's IP against the one that opens the pay page, and needs h5_info. */
  function h5Scene(input: CreatePaymentInput) {
    if (!input.payerIp) throw new PaymentProviderError('INVALID_REQUEST', 'an H5 payment needs the payer IP')
    return { payer_client_ip: input.payerIp, h5_info: { type: 'Wap' } }
  }

  async function prepay(input: CreatePaymentInput): Promise<Record<string, unknown>> {
    if (input.channel === 'jsapi' && !input.openid) {
      throw new PaymentProviderError('INVALID_REQUEST', 'a JSAPI payment needs the payer openid')
    }
    const body = {
      appid: appidFor(input),
      mchid: config.mchid,
      description: input.description,
      out_trade_no: input.outTradeNo,
      time_expire: chinaRfc3339(input.expiresAt),
      attach: input.attach,
      notify_url: paymentNotifyUrl(config.notifyBaseUrl),
      amount: { total: input.amountFen, currency: 'CNY' },
      payer: input.channel === 'jsapi' ? { openid: input.openid } : undefined,
      scene_info: input.channel === 'h5' ? h5Scene(input) : undefined
    }
    const response = await http.call('POST', `/v3/pay/transactions/${input.channel}`, body)
    return (jsonBody(response) ?? {}) as Record<string, unknown>
  }

  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`

  return {
    kind: 'wechat',
    merchant: { appid: config.appid, mchid: config.mchid, oaAppid: config.oaAppid },
    // Payouts to the mini-program's users (commission withdrawals), under the appid their openids belong to.
    transfers: createWechatTransfers(http, { appid: config.appid, mchid: config.mchid }),

    async createPayment(input): Promise<PaymentLaunch> {
      if (!WECHAT_CHANNELS.has(input.channel)) {
        throw new PaymentProviderError('INVALID_REQUEST', `WeChat Pay has no ${input.channel} channel`)
      }
      const answer = await prepay(input)
      const field = ({ jsapi: 'prepay_id', native: 'code_url', h5: 'h5_url' } as Record<string, string>)[input.channel]!
      const value = answer[field]
      if (typeof value !== 'string' || !value) {
        throw new PaymentProviderError('BAD_RESPONSE', `${input.channel} prepay answer lacks ${field}`)
      }
      if (input.channel === 'native') return { kind: 'native', codeUrl: value }
      if (input.channel === 'h5') return { kind: 'redirect', payUrl: h5Url(value, input.returnUrl) }
      return { kind: 'jsapi', jsapi: jsapiPayParams(appidFor(input), value, privateKey) }
    },

    async parsePaymentNotification(headers, rawBody) {
      const resource = await openNotification(headers, rawBody, 'transaction')
      return toPaymentNotification(parseShape(transactionSchema, resource, 'transaction'))
    },

    async queryPayment(outTradeNo) {
      const path = `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`
      const response = await orNull(http.call('GET', path))
      return response && toPaymentNotification(parseShape(transactionSchema, jsonBody(response), 'transaction'))
    },

    async closePayment(outTradeNo) {
      await http.call('POST', `${tradePath(outTradeNo)}/close`, { mchid: config.mchid })
    },

    async refund(input: RefundInput) {
      const response = await http.call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: input.reason,
        notify_url: refundNotifyUrl(config.notifyBaseUrl),
        amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' }
      })
      return toRefundResult(parseShape(refundSchema, jsonBody(response), 'refund'), config.mchid)
    },

    async queryRefund(outRefundNo) {
      const response = await orNull(http.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`))
      return response && toRefundResult(parseShape(refundSchema, jsonBody(response), 'refund'), config.mchid)
    },

    async parseRefundNotification(headers, rawBody) {
      const resource = await openNotification(headers, rawBody, 'refund')
      return toRefundResult(parseShape(refundSchema, resource, 'refund'))
    }
  }
}
