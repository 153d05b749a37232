// WeChat Pay API v3 calls against the local fake: every request is signed as WeChat checks it, every response is
// verified, and each operation hits the documented URL with the documented body.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadPaymentConfig } from '../../../../server/src/integrations/payment/config'
import { createPaymentProvider } from '../../../../server/src/integrations/payment/index'
import { PaymentProviderError, PaymentVerificationError } from '../../../../server/src/integrations/payment/errors'
import type { CreatePaymentInput, WechatPaymentProvider } from '../../../../server/src/integrations/payment/types'
import { createWechatPayProvider } from '../../../../server/src/integrations/payment/wechat-pay/provider'
import { startFakeWechatPay, type FakeWechatPay } from '../../helpers/wechat-pay/fake-wechat-pay'

let fake: FakeWechatPay
let provider: WechatPaymentProvider
let counter = 0
const nextTradeNo = () => `T${Date.now()}${(counter += 1)}`
const expiresAt = () => new Date(Date.now() + 30 * 60 * 1000)
const input = (outTradeNo: string, amountFen: number, extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  outTradeNo, description: '课程', amountFen, channel: 'native', expiresAt: expiresAt(), ...extra
})
const verifiesWithMerchantKey = (message: string, signature: string) =>
  crypto.verify('sha256', Buffer.from(message), fake.merchantPublicKey, Buffer.from(signature, 'base64'))

beforeAll(async () => {
  fake = await startFakeWechatPay('public-key')
  provider = createWechatPayProvider(fake.config)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fake.state.tamperResponses = false
})

async function paidTrade(totalFen = 9900): Promise<string> {
  const outTradeNo = nextTradeNo()
  await provider.createPayment(input(outTradeNo, totalFen))
  fake.markPaid(outTradeNo)
  return outTradeNo
}

describe('configuration', () => {
  it("the fake's environment gives a working provider (as the app will build it)", async () => {
    const fromEnv = createPaymentProvider(loadPaymentConfig({ NODE_ENV: 'test', ...fake.env }))
    expect(fromEnv.kind).toBe('wechat')
    expect(await fromEnv.queryPayment('NEVER-CREATED')).toBeNull()
  })
})

describe('request signing', () => {
  it('signs METHOD, URL, timestamp, nonce and body with the merchant key (the fake accepts it)', async () => {
    const outTradeNo = nextTradeNo()
    await provider.createPayment(input(outTradeNo, 1990))
    const [request] = fake.requests
    const auth = request!.authorization!
    expect(auth.schema).toBe('WECHATPAY2-SHA256-RSA2048')
    expect(auth).toMatchObject({ mchid: fake.config.mchid, serial_no: fake.config.merchantSerialNo })
    expect(auth.nonce_str).toMatch(/^[0-9A-Z]{32}$/)
    expect(Math.abs(Date.now() / 1000 - Number(auth.timestamp))).toBeLessThan(5)
    const message = `POST\n/v3/pay/transactions/native\n${auth.timestamp}\n${auth.nonce_str}\n${request!.rawBody}\n`
    expect(verifiesWithMerchantKey(message, auth.signature)).toBe(true)
    // Public-key mode announces which WeChat key it expects responses to be signed with.
    expect(request!.headers['wechatpay-serial']).toBe(fake.env.WECHAT_PAY_PUBLIC_KEY_ID)
  })

  it('signs an empty body for GET, with the query string in the URL', async () => {
    const outTradeNo = await paidTrade()
    fake.requests.length = 0
    await provider.queryPayment(outTradeNo)
    const [request] = fake.requests
    expect(request!.rawBody).toBe('')
    expect(request!.url).toBe(`/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${fake.config.mchid}`)
  })

  it('is refused by WeChat when signed with another key', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const privateKeyPem = other.export({ type: 'pkcs8', format: 'pem' }).toString()
    const forger = createWechatPayProvider({ ...fake.config, privateKeyPem })
    const attempt = forger.queryPayment('T1')
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(attempt).rejects.toMatchObject({ code: 'SIGN_ERROR', httpStatus: 401 })
  })
})

describe('creating payments', () => {
  it('JSAPI: sends the prepay body; the client params carry a paySign made with the merchant key', async () => {
    const outTradeNo = nextTradeNo()
    const extra = { description: '体能训练营', channel: 'jsapi', openid: 'oUser1', attach: 'order:42' } as const
    const launch = await provider.createPayment(input(outTradeNo, 29900, extra))
    expect(fake.requests[0]!.url).toBe('/v3/pay/transactions/jsapi')
    expect(fake.requests[0]!.body).toMatchObject({
      appid: fake.config.appid,
      mchid: fake.config.mchid,
      out_trade_no: outTradeNo,
      description: '体能训练营',
      attach: 'order:42',
      notify_url: 'http://127.0.0.1:3000/api/pay/notify/wechat',
      amount: { total: 29900, currency: 'CNY' },
      payer: { openid: 'oUser1' }
    })
    expect(String(fake.requests[0]!.body!.time_expire)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/)
    if (launch.kind !== 'jsapi') throw new Error('expected JSAPI params')
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = launch.jsapi
    expect({ appId, signType }).toEqual({ appId: fake.config.appid, signType: 'RSA' })
    expect(pkg).toMatch(/^prepay_id=wx[0-9a-f]+$/)
    const message = `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
    expect(verifiesWithMerchantKey(message, paySign)).toBe(true)
  })

  it('JSAPI without an openid is refused before calling WeChat', async () => {
    const attempt = provider.createPayment(input(nextTradeNo(), 1, { channel: 'jsapi' }))
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
    expect(fake.requests).toHaveLength(0)
  })

  it('Native: returns the code_url to show as a QR code', async () => {
    const launch = await provider.createPayment(input(nextTradeNo(), 100))
    expect(fake.requests[0]!.url).toBe('/v3/pay/transactions/native')
    expect(fake.requests[0]!.body!.payer).toBeUndefined()
    expect(launch).toEqual({ kind: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) })
  })
})

describe('query and close', () => {
  it('queries by out_trade_no: NOTPAY before paying, SUCCESS with amount and transaction id after', async () => {
    const outTradeNo = nextTradeNo()
    await provider.createPayment(input(outTradeNo, 500))
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({ tradeState: 'NOTPAY', totalFen: undefined })
    fake.markPaid(outTradeNo)
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({
      outTradeNo,
      tradeState: 'SUCCESS',
      totalFen: 500,
      appid: fake.config.appid,
      mchid: fake.config.mchid,
      transactionId: expect.any(String)
    })
  })

  it('answers null for a payment WeChat never saw', async () => {
    expect(await provider.queryPayment('NEVER-CREATED')).toBeNull()
  })

  it('closes through POST .../out-trade-no/{no}/close with the mchid', async () => {
    const outTradeNo = nextTradeNo()
    await provider.createPayment(input(outTradeNo, 500))
    fake.requests.length = 0
    await provider.closePayment(outTradeNo)
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`,
      body: { mchid: fake.config.mchid }
    })
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({ tradeState: 'CLOSED' })
  })

  it("reports WeChat's error code when closing a paid payment", async () => {
    const outTradeNo = await paidTrade()
    const attempt = provider.closePayment(outTradeNo)
    await expect(attempt).rejects.toMatchObject({ code: 'ORDERPAID', httpStatus: 400, outcomeUnknown: false })
  })
})

describe('refunds', () => {
  it('sends out_refund_no, amounts and the refund notify URL; a repeated out_refund_no is the same refund', async () => {
    const outTradeNo = await paidTrade(9900)
    fake.requests.length = 0
    const refund = { outTradeNo, outRefundNo: `R${outTradeNo}`, refundFen: 3000, totalFen: 9900, reason: '课程调整' }
    const first = await provider.refund(refund)
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: '/v3/refund/domestic/refunds',
      body: {
        out_trade_no: outTradeNo,
        out_refund_no: refund.outRefundNo,
        reason: '课程调整',
        notify_url: 'http://127.0.0.1:3000/api/pay/notify/wechat-refund',
        amount: { refund: 3000, total: 9900, currency: 'CNY' }
      }
    })
    const { reason: _reason, ...expected } = refund
    expect(first).toMatchObject({ ...expected, status: 'PROCESSING', mchid: fake.config.mchid })
    expect(await provider.refund(refund)).toEqual(first)
    expect(await provider.queryRefund(refund.outRefundNo)).toEqual(first)
    expect(fake.requests.at(-1)!.url).toBe(`/v3/refund/domestic/refunds/${refund.outRefundNo}`)
    expect(await provider.queryRefund('R-NONE')).toBeNull()
  })
})

describe('responses and failures', () => {
  it('refuses a response whose body was altered after WeChat signed it', async () => {
    const outTradeNo = await paidTrade()
    fake.state.tamperResponses = true
    const attempt = provider.queryPayment(outTradeNo)
    await expect(attempt).rejects.toBeInstanceOf(PaymentVerificationError)
    await expect(attempt).rejects.toMatchObject({ reason: 'BAD_SIGNATURE' })
  })

  it('gives up after the timeout and says the outcome is unknown', async () => {
    const silent = http.createServer(() => undefined) // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const apiBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const slow = createWechatPayProvider({ ...fake.config, apiBase }, { timeoutMs: 200 })
    const attempt = slow.createPayment(input(nextTradeNo(), 1))
    await expect(attempt).rejects.toMatchObject({ code: 'TIMEOUT', outcomeUnknown: true })
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  })
})
