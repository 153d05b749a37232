// Notification verification in both of WeChat Pay's modes: the signature over the RAW body, the serial, the
// timestamp window and AES-256-GCM decryption must all hold, or nothing is parsed.
import { PaymentVerificationError } from '../../../../server/src/integrations/payment/errors'
import type { WechatPaymentProvider } from '../../../../server/src/integrations/payment/types'
import { createWechatPayProvider } from '../../../../server/src/integrations/payment/wechat-pay/provider'
import { startFakeWechatPay, type FakeMode, type FakeWechatPay } from '../../helpers/wechat-pay/fake-wechat-pay'

const SIX_MINUTES = 6 * 60

async function rejection(promise: Promise<unknown>): Promise<PaymentVerificationError> {
  const error = await promise.then(() => null, (err: unknown) => err)
  expect(error).toBeInstanceOf(PaymentVerificationError)
  return error as PaymentVerificationError
}

describe.each<FakeMode>(['public-key', 'platform-certificate'])('%s mode', (mode) => {
  let fake: FakeWechatPay
  let provider: WechatPaymentProvider

  beforeAll(async () => {
    fake = await startFakeWechatPay(mode)
    provider = createWechatPayProvider(fake.config)
  })
  afterAll(() => fake.close())

  const order = { outTradeNo: 'ORDER20260101000001', totalFen: 19900 }

  it('parses and decrypts a genuine payment notification', async () => {
    const paid = { ...order, payerTotalFen: 18900, attach: 'order:7', openid: 'oPayer' }
    const { headers, rawBody } = fake.paymentNotification(paid)
    const notification = await provider.parsePaymentNotification(headers, rawBody)
    expect(notification).toEqual({
      outTradeNo: order.outTradeNo,
      transactionId: expect.stringMatching(/^4200/),
      tradeState: 'SUCCESS',
      totalFen: 19900,
      payerTotalFen: 18900,
      appid: fake.config.appid,
      mchid: fake.config.mchid,
      successTime: expect.any(Date),
      payerOpenid: 'oPayer',
      attach: 'order:7'
    })
  })

  it('accepts header names in any case, as proxies may change them', async () => {
    const { headers, rawBody } = fake.paymentNotification(order)
    const capitalise = (name: string) => name.replace(/(^|-)\w/g, (c) => c.toUpperCase())
    const shouting = Object.fromEntries(Object.entries(headers).map(([k, v]) => [capitalise(k), v]))
    await expect(provider.parsePaymentNotification(shouting, rawBody)).resolves.toMatchObject({ tradeState: 'SUCCESS' })
  })

  it('rejects a body changed after signing', async () => {
    const alterBody = (body: string) => body.replace('"summary"', '"summary2"')
    const { headers, rawBody } = fake.paymentNotification(order, { alterBody })
    expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('BAD_SIGNATURE')
  })

  it('rejects re-serialised JSON: the signature covers the raw bytes', async () => {
    const { headers, rawBody } = fake.paymentNotification(order)
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 2)
    expect((await rejection(provider.parsePaymentNotification(headers, reformatted))).reason).toBe('BAD_SIGNATURE')
  })

  it('rejects a wrong serial', async () => {
    const { headers, rawBody } = fake.paymentNotification(order, { serial: 'PUB_KEY_ID_0000000000000000000000' })
    expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('UNKNOWN_SERIAL')
  })

  it('rejects a timestamp older than 5 minutes, and one from the future', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const timestamp of [now - SIX_MINUTES, now + SIX_MINUTES]) {
      const { headers, rawBody } = fake.paymentNotification(order, { timestamp })
      expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('STALE_TIMESTAMP')
    }
  })

  it('rejects a resource encrypted with another APIv3 key', async () => {
    const { headers, rawBody } = fake.paymentNotification(order, { apiV3Key: 'another32ByteApiV3Key0123456789a' })
    expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('DECRYPT_FAILED')
  })

  it('rejects missing signature headers', async () => {
    const { headers, rawBody } = fake.paymentNotification(order)
    const { 'wechatpay-signature': _dropped, ...rest } = headers
    expect((await rejection(provider.parsePaymentNotification(rest, rawBody))).reason).toBe('MISSING_HEADERS')
  })

  it('rejects WeChat probe signatures (WECHATPAY/SIGNTEST/...)', async () => {
    const { headers, rawBody } = fake.paymentNotification(order)
    const probe = { ...headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${headers['wechatpay-signature']}` }
    expect((await rejection(provider.parsePaymentNotification(probe, rawBody))).reason).toBe('BAD_SIGNATURE')
  })

  it('parses a refund notification, and keeps it out of the payment path', async () => {
    const refund = { outTradeNo: order.outTradeNo, outRefundNo: 'REFUND0001', refundFen: 5000, totalFen: 19900 }
    const { headers, rawBody } = fake.refundNotification(refund)
    expect(await provider.parseRefundNotification(headers, rawBody)).toEqual({
      ...refund,
      refundId: expect.any(String),
      status: 'SUCCESS',
      mchid: fake.config.mchid,
      successTime: expect.any(Date)
    })
    expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('MALFORMED')
  })

  it('parses a closed or abnormal refund notification with its status', async () => {
    const refund = { outTradeNo: order.outTradeNo, outRefundNo: 'REFUND0002', refundFen: 5000, totalFen: 19900 }
    const { headers, rawBody } = fake.refundNotification({ ...refund, status: 'ABNORMAL' })
    const parsed = await provider.parseRefundNotification(headers, rawBody)
    expect(parsed).toMatchObject({ status: 'ABNORMAL', successTime: undefined })
  })
})

describe('platform-certificate mode: certificates', () => {
  let fake: FakeWechatPay
  beforeAll(async () => {
    fake = await startFakeWechatPay('platform-certificate')
  })
  afterAll(() => fake.close())

  it('downloads certificates once, then serves known serials from the cache', async () => {
    const provider = createWechatPayProvider(fake.config)
    const before = fake.state.certificateDownloads
    for (let i = 0; i < 3; i += 1) {
      const { headers, rawBody } = fake.paymentNotification({ outTradeNo: `ORDER${i}`, totalFen: 100 })
      await provider.parsePaymentNotification(headers, rawBody)
    }
    expect(fake.state.certificateDownloads - before).toBe(1)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v3/certificates' })
  })

  it('refreshes when WeChat signs with a new certificate (unknown serial)', async () => {
    const provider = createWechatPayProvider(fake.config, { certificateMinRefreshIntervalMs: 0 })
    const first = fake.paymentNotification({ outTradeNo: 'ORDER-A', totalFen: 100 })
    await provider.parsePaymentNotification(first.headers, first.rawBody)
    const rotated = fake.rotateCertificate()
    const downloads = fake.state.certificateDownloads
    const second = fake.paymentNotification({ outTradeNo: 'ORDER-B', totalFen: 100 })
    expect(second.headers['wechatpay-serial']).toBe(rotated.serial)
    const parsed = await provider.parsePaymentNotification(second.headers, second.rawBody)
    expect(parsed).toMatchObject({ outTradeNo: 'ORDER-B' })
    expect(fake.state.certificateDownloads).toBe(downloads + 1)
  })

  it('does not download again for every forged serial (throttled)', async () => {
    const provider = createWechatPayProvider(fake.config) // default minimum interval: 60 s
    const genuine = fake.paymentNotification({ outTradeNo: 'ORDER-C', totalFen: 100 })
    await provider.parsePaymentNotification(genuine.headers, genuine.rawBody)
    const downloads = fake.state.certificateDownloads
    for (let i = 0; i < 5; i += 1) {
      const forged = fake.paymentNotification({ outTradeNo: 'ORDER-C', totalFen: 100 }, { serial: `ABCDEF${i}` })
      const error = await rejection(provider.parsePaymentNotification(forged.headers, forged.rawBody))
      expect(error.reason).toBe('UNKNOWN_SERIAL')
    }
    expect(fake.state.certificateDownloads).toBe(downloads)
  })

  it('verifies API responses with the downloaded certificates', async () => {
    const provider = createWechatPayProvider(fake.config)
    const expiresAt = new Date(Date.now() + 60_000)
    const input = { outTradeNo: 'ORDER-E', description: '课程', amountFen: 100, channel: 'native', expiresAt } as const
    const launch = await provider.createPayment(input)
    expect(launch.kind).toBe('native')
  })

  it('refuses a certificate list altered after WeChat signed it', async () => {
    const provider = createWechatPayProvider(fake.config)
    const { headers, rawBody } = fake.paymentNotification({ outTradeNo: 'ORDER-F', totalFen: 100 })
    fake.state.tamperResponses = true
    try {
      expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('BAD_SIGNATURE')
    } finally {
      fake.state.tamperResponses = false
    }
  })

  it('refuses a certificate list decrypted with the wrong APIv3 key', async () => {
    const provider = createWechatPayProvider({ ...fake.config, apiV3Key: 'another32ByteApiV3Key0123456789a' })
    const { headers, rawBody } = fake.paymentNotification({ outTradeNo: 'ORDER-D', totalFen: 100 })
    expect((await rejection(provider.parsePaymentNotification(headers, rawBody))).reason).toBe('DECRYPT_FAILED')
  })
})
