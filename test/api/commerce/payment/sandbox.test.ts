// The embedded sandbox: the pay page's confirmation becomes a signed notification that goes through the same
// parsing as WeChat's, refunds succeed at once, and production refuses it outright.
import crypto from 'node:crypto'
import { PaymentVerificationError } from '../../../../server/src/integrations/payment/errors'
import { createPaymentProvider } from '../../../../server/src/integrations/payment/index'
import {
  createSandboxPaymentProvider,
  SANDBOX_MERCHANT,
  SandboxInProductionError
} from '../../../../server/src/integrations/payment/sandbox/provider'
import type { SandboxPaymentProvider, SignedNotification } from '../../../../server/src/integrations/payment/types'

const inHalfAnHour = () => new Date(Date.now() + 30 * 60 * 1000)
let provider: SandboxPaymentProvider
let counter = 0
const nextTradeNo = () => `S${Date.now()}${(counter += 1)}`

beforeEach(() => {
  provider = createSandboxPaymentProvider({ nodeEnv: 'test' })
})

async function startPayment(amountFen = 4900): Promise<{ outTradeNo: string; token: string }> {
  const outTradeNo = nextTradeNo()
  const launch = await provider.createPayment({
    outTradeNo,
    description: '课程',
    amountFen,
    channel: 'jsapi',
    openid: 'oU',
    expiresAt: inHalfAnHour()
  })
  if (launch.kind !== 'sandbox') throw new Error('expected a sandbox token')
  return { outTradeNo, token: launch.sandboxToken }
}

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (err: unknown) => err)
  expect(error).toBeInstanceOf(PaymentVerificationError)
  return (error as PaymentVerificationError).reason
}

describe('sandbox payments', () => {
  it('round trip: token → confirm → signed notification → parsed like WeChat’s', async () => {
    const { outTradeNo, token } = await startPayment(4900)
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({ tradeState: 'NOTPAY' })
    const { headers, rawBody } = provider.confirmPayment(token)
    expect(await provider.parsePaymentNotification(headers, rawBody)).toMatchObject({
      outTradeNo,
      tradeState: 'SUCCESS',
      totalFen: 4900,
      appid: SANDBOX_MERCHANT.appid,
      mchid: SANDBOX_MERCHANT.mchid,
      transactionId: expect.stringMatching(/^SANDBOX/),
      successTime: expect.any(Date)
    })
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', totalFen: 4900 })
    expect(provider.merchant).toEqual(SANDBOX_MERCHANT)
  })

  it('confirming twice re-sends the same payment (the orders module applies it once)', async () => {
    const { token } = await startPayment()
    const deliver = (n: SignedNotification) => provider.parsePaymentNotification(n.headers, n.rawBody)
    const first = await deliver(provider.confirmPayment(token))
    const second = await deliver(provider.confirmPayment(token))
    expect(second.transactionId).toBe(first.transactionId)
  })

  it('refuses tokens it did not make, including another process’s', async () => {
    const { token } = await startPayment()
    const other = createSandboxPaymentProvider({ nodeEnv: 'test' })
    expect(() => other.confirmPayment(token)).toThrow(PaymentVerificationError)
    expect(() => provider.confirmPayment(`${token.split('.')[0]}.forged`)).toThrow(PaymentVerificationError)
  })

  it('rejects a tampered, stale or foreign notification', async () => {
    const { token } = await startPayment(4900)
    const { headers, rawBody } = provider.confirmPayment(token)
    expect(await reason(provider.parsePaymentNotification(headers, rawBody.replace('4900', '1')))).toBe('BAD_SIGNATURE')
    const stale = { ...headers, 'sandbox-timestamp': String(Math.floor(Date.now() / 1000) - 6 * 60) }
    expect(await reason(provider.parsePaymentNotification(stale, rawBody))).toBe('STALE_TIMESTAMP')
    const other = createSandboxPaymentProvider({ nodeEnv: 'test' })
    expect(await reason(other.parsePaymentNotification(headers, rawBody))).toBe('BAD_SIGNATURE')
    expect(await reason(provider.parsePaymentNotification({}, rawBody))).toBe('MISSING_HEADERS')
  })

  it('cannot confirm a closed or expired payment', async () => {
    const { outTradeNo, token } = await startPayment()
    await provider.closePayment(outTradeNo)
    expect(() => provider.confirmPayment(token)).toThrow(expect.objectContaining({ code: 'ORDER_CLOSED' }))

    const expired = nextTradeNo()
    const expiresAt = new Date(Date.now() - 1000)
    const launch = await provider.createPayment({
      outTradeNo: expired,
      description: 'x',
      amountFen: 1,
      channel: 'native',
      expiresAt
    })
    if (launch.kind !== 'sandbox') throw new Error('expected a sandbox token')
    expect(() => provider.confirmPayment(launch.sandboxToken)).toThrow(expect.objectContaining({ code: 'ORDER_CLOSED' }))
    expect(await provider.queryPayment(expired)).toMatchObject({ tradeState: 'CLOSED' })
  })
})

describe('sandbox refunds', () => {
  async function paid(amountFen: number): Promise<string> {
    const { outTradeNo, token } = await startPayment(amountFen)
    provider.confirmPayment(token)
    return outTradeNo
  }

  it('succeed at once and produce a refund notification through the same parsing', async () => {
    const outTradeNo = await paid(9900)
    const input = { outTradeNo, outRefundNo: 'RF1', refundFen: 9900, totalFen: 9900 }
    const result = await provider.refund(input)
    expect(result).toMatchObject({ ...input, status: 'SUCCESS', mchid: SANDBOX_MERCHANT.mchid })
    const { headers, rawBody } = provider.refundNotification('RF1')
    expect(await provider.parseRefundNotification(headers, rawBody)).toEqual(result)
    expect(await reason(provider.parsePaymentNotification(headers, rawBody))).toBe('MALFORMED')
    expect(await provider.queryRefund('RF1')).toEqual(result)
    expect(await provider.queryPayment(outTradeNo)).toMatchObject({ tradeState: 'REFUND' })
  })

  it('treat a repeated out_refund_no as the same refund, and refuse more than was paid', async () => {
    const outTradeNo = await paid(9900)
    const refund = (outRefundNo: string, refundFen: number) =>
      provider.refund({ outTradeNo, outRefundNo, refundFen, totalFen: 9900 })
    const first = await refund('RF2', 6000)
    expect(await refund('RF2', 6000)).toEqual(first)
    await expect(refund('RF3', 6000)).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
    await expect(refund('RF4', 3900)).resolves.toMatchObject({ status: 'SUCCESS' })
  })

  it('refuse an unpaid payment', async () => {
    const { outTradeNo } = await startPayment(100)
    const attempt = provider.refund({ outTradeNo, outRefundNo: 'RF5', refundFen: 100, totalFen: 100 })
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
  })
})

describe('choosing the provider', () => {
  const savedNodeEnv = process.env.NODE_ENV
  afterEach(() => {
    process.env.NODE_ENV = savedNodeEnv
  })

  it('refuses the sandbox in production, by config or by process environment', () => {
    expect(() => createSandboxPaymentProvider({ nodeEnv: 'production' })).toThrow(SandboxInProductionError)
    const inProduction = () => createPaymentProvider({ provider: 'sandbox' }, { nodeEnv: 'production' })
    expect(inProduction).toThrow(/NODE_ENV=production/)
    process.env.NODE_ENV = 'production'
    expect(() => createPaymentProvider({ provider: 'sandbox' })).toThrow(SandboxInProductionError)
  })

  it('builds the sandbox by default and WeChat Pay when configured', () => {
    expect(createPaymentProvider({ provider: 'sandbox' }, { nodeEnv: 'development' }).kind).toBe('sandbox')
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const key = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    const wechat = createPaymentProvider({
      provider: 'wechat',
      wechat: {
        mchid: '1900000109', appid: 'wx1234567890abcdef', merchantSerialNo: 'ABC123', privateKeyPem: key,
        apiV3Key: '0123456789abcdef0123456789abcdef', verification: { mode: 'platform-certificate' },
        notifyBaseUrl: 'https://shop.example.com', apiBase: 'https://api.mch.weixin.qq.com'
      }
    })
    expect(wechat.kind).toBe('wechat')
    expect(wechat.merchant).toEqual({ appid: 'wx1234567890abcdef', mchid: '1900000109' })
  })
})
