// TEST ONLY. A local fake of WeChat Pay API v3 on 127.0.0.1 (random port) with keys generated per run. It checks
// every request's Authorization signature like WeChat does (401 SIGN_ERROR otherwise), keeps transactions and
// refunds in memory, signs its responses, and produces signed, encrypted notifications for any order.
// Reusable by the orders module's tests: startFakeWechatPay(), then `fake.env` for the app config, or
// `fake.paymentNotification({ outTradeNo, totalFen })` to post to /api/pay/notify/wechat.
import crypto, { type KeyObject } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WechatPayConfig } from '../../../../server/src/integrations/payment/config'
import {
  authorizationProblem,
  parseAuthorization,
  signedNotification,
  wechatSignatureHeaders,
  type NotificationTampering,
  type ParsedAuthorization
} from './fake-wechat-messages'
import { makeTestCertificate, type TestCertificate } from './test-certificate'
import { route, type FakeState } from './fake-wechat-routes'
import { settleTransfer } from './fake-wechat-transfers'

export type FakeMode = 'public-key' | 'platform-certificate'

export interface RecordedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  rawBody: string
  body: Record<string, unknown> | undefined
  authorization: ParsedAuthorization | null
}

export interface PaymentNotificationInput {
  outTradeNo: string
  totalFen: number
  payerTotalFen?: number
  tradeState?: string
  appid?: string
  mchid?: string
  transactionId?: string
  openid?: string
  attach?: string
}

export interface RefundNotificationInput {
  outTradeNo: string
  outRefundNo: string
  refundFen: number
  totalFen: number
  status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
  refundId?: string
  mchid?: string
}

const APIV3_KEY = 'fakeApiV3Key0123456789abcdefABCD' // 32 bytes, test only

export async function startFakeWechatPay(mode: FakeMode = 'public-key') {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platformKeyPair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const state: FakeState = {
    mchid: '1900000109',
    appid: 'wx1234567890abcdef',
    oaAppid: 'wxfedcba0987654321',
    apiV3Key: APIV3_KEY,
    certificates: mode === 'platform-certificate' ? [makeTestCertificate()] : [],
    transactions: new Map(),
    refunds: new Map(),
    transfers: new Map(),
    transferGlitches: 0,
    certificateDownloads: 0,
    tamperResponses: false
  }
  const publicKeyId = `PUB_KEY_ID_0119000001092025${crypto.randomInt(1e6)}`
  const merchantSerialNo = crypto.randomBytes(20).toString('hex').toUpperCase()
  const requests: RecordedRequest[] = []

  /** The key WeChat signs with now: the public-key-mode key, or the newest platform certificate. */
  const currentSigner = (): { serial: string; key: KeyObject } => {
    const newest = state.certificates.at(-1)
    if (newest) return { serial: newest.serial, key: newest.privateKey }
    return { serial: publicKeyId, key: platformKeyPair.privateKey }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawBody,
        body: rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : undefined,
        authorization: parseAuthorization(req.headers.authorization)
      }
      requests.push(recorded)
      const signed = { method: recorded.method, url: recorded.url, body: rawBody }
      const problem = authorizationProblem(recorded.authorization, signed, {
        mchid: state.mchid,
        serialNo: merchantSerialNo,
        publicKey: merchant.publicKey
      })
      const [status, body] = problem ? [401, { code: 'SIGN_ERROR', message: problem }] : route(state, recorded)
      const text = body === undefined ? '' : JSON.stringify(body)
      const signature = status < 300 ? wechatSignatureHeaders(text, currentSigner()) : {}
      res.writeHead(status, { 'content-type': 'application/json', ...signature })
      res.end(state.tamperResponses ? `${text} ` : text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const config: WechatPayConfig = {
    mchid: state.mchid,
    appid: state.appid,
    merchantSerialNo,
    privateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    apiV3Key: APIV3_KEY,
    verification:
      mode === 'public-key'
        ? { mode, publicKeyId, publicKeyPem: platformKeyPair.publicKey.export({ type: 'spki', format: 'pem' }) as string }
        : { mode: 'platform-certificate' },
    oaAppid: state.oaAppid,
    notifyBaseUrl: 'http://127.0.0.1:3000',
    apiBase: baseUrl
  }

  const signing = () => ({ apiV3Key: APIV3_KEY, ...currentSigner() })

  return {
    mode,
    baseUrl,
    config,
    /** Environment for loadPaymentConfig / the app, pointing at this fake. */
    env: {
      PAYMENT_PROVIDER: 'wechat',
      WECHAT_PAY_MCHID: config.mchid,
      WECHAT_PAY_APPID: config.appid,
      WECHAT_OA_APPID: state.oaAppid,
      WECHAT_OA_SECRET: 'fake-oa-secret-0123456789abcdef',
      WECHAT_PAY_MCH_SERIAL_NO: merchantSerialNo,
      WECHAT_PAY_PRIVATE_KEY: config.privateKeyPem,
      WECHAT_PAY_APIV3_KEY: APIV3_KEY,
      WECHAT_PAY_NOTIFY_BASE_URL: config.notifyBaseUrl,
      WECHAT_PAY_API_BASE: baseUrl,
      ...(config.verification.mode === 'public-key'
        ? { WECHAT_PAY_PUBLIC_KEY_ID: publicKeyId, WECHAT_PAY_PUBLIC_KEY: config.verification.publicKeyPem }
        : {})
    } as Record<string, string>,
    merchantPublicKey: merchant.publicKey,
    /** Verifies what WeChat's client would check on a JSAPI paySign. */
    platformPublicKey: () => crypto.createPublicKey(currentSigner().key),
    requests,
    state,
    get currentSerial() {
      return currentSigner().serial
    },
    /** Platform-certificate mode: WeChat starts signing with a new certificate (the old one stays listed). */
    rotateCertificate(): TestCertificate {
      const next = makeTestCertificate()
      state.certificates.push(next)
      return next
    },
    /** Marks a prepaid transaction paid, as when the payer completes payment. */
    markPaid(outTradeNo: string) {
      const t = state.transactions.get(outTradeNo)
      if (!t) throw new Error(`fake has no transaction ${outTradeNo}`)
      const total = (t.amount as { total: number }).total
      Object.assign(t, {
        trade_state: 'SUCCESS',
        transaction_id: `4200${Date.now()}`,
        success_time: new Date().toISOString(),
        amount: { total, payer_total: total, currency: 'CNY' }
      })
      return t
    },
    /** A merchant transfer's end: the payee confirmed (SUCCESS) or WeChat gave up (FAIL). */
    settleTransfer: (outBillNo: string, outcome: 'SUCCESS' | 'FAIL', failReason?: string) => settleTransfer(state, outBillNo, outcome, failReason),
    paymentNotification(input: PaymentNotificationInput, tamper?: NotificationTampering) {
      const transaction = {
        appid: input.appid ?? state.appid,
        mchid: input.mchid ?? state.mchid,
        out_trade_no: input.outTradeNo,
        transaction_id: input.transactionId ?? `4200${crypto.randomInt(1e9)}`,
        trade_type: 'JSAPI',
        trade_state: input.tradeState ?? 'SUCCESS',
        trade_state_desc: '支付成功',
        bank_type: 'OTHERS',
        attach: input.attach ?? '',
        success_time: new Date().toISOString(),
        payer: { openid: input.openid ?? 'oFakeOpenid000000000000000000' },
        amount: {
          total: input.totalFen,
          payer_total: input.payerTotalFen ?? input.totalFen,
          currency: 'CNY',
          payer_currency: 'CNY'
        }
      }
      return signedNotification('TRANSACTION.SUCCESS', 'transaction', transaction, signing(), tamper)
    },
    refundNotification(input: RefundNotificationInput, tamper?: NotificationTampering) {
      const status = input.status ?? 'SUCCESS'
      const refund = {
        mchid: input.mchid ?? state.mchid,
        out_trade_no: input.outTradeNo,
        transaction_id: `4200${crypto.randomInt(1e9)}`,
        out_refund_no: input.outRefundNo,
        refund_id: input.refundId ?? `5030${crypto.randomInt(1e9)}`,
        refund_status: status,
        success_time: status === 'SUCCESS' ? new Date().toISOString() : undefined,
        user_received_account: '支付用户零钱',
        amount: {
          total: input.totalFen,
          refund: input.refundFen,
          payer_total: input.totalFen,
          payer_refund: input.refundFen
        }
      }
      return signedNotification(`REFUND.${status}`, 'refund', refund, signing(), tamper)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>
