// Alipay's variables: absent = not offered; once ALIPAY_APP_ID is set every variable it needs is validated at start
// with the others, named at once, keys never echoed; public-key or certificate mode, never both.
import crypto from 'node:crypto'
import { loadPaymentConfig, paymentConfigProblems } from '../../../../server/src/integrations/payment/config'
import { createAlipay } from '../../../../server/src/integrations/alipay'
import { signNotification } from '../../../../server/src/integrations/alipay/signing'
import { makeTestCertificate } from '../../helpers/wechat-pay/test-certificate'

const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const privateKeyPem = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string
const alipayPublicKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
/** Alipay's key tool prints bare base64, without PEM armour. */
const bareBase64 = (alipayPublicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64')

const alipayEnv = {
  ALIPAY_APP_ID: '2021000123456789',
  ALIPAY_SELLER_ID: '2088123456789012',
  ALIPAY_PRIVATE_KEY: privateKeyPem,
  ALIPAY_PUBLIC_KEY: bareBase64,
  ALIPAY_NOTIFY_BASE_URL: 'https://shop.example.com/'
}

const problemsOf = (env: NodeJS.ProcessEnv) => paymentConfigProblems(env).map(([name]) => name)

it('not set: no Alipay in the config; the embedded sandbox still offers its twin, WeChat Pay alone offers none', () => {
  expect(loadPaymentConfig({}).alipay).toBeUndefined()
  expect(createAlipay(loadPaymentConfig({}))?.kind).toBe('alipay-sandbox')
  expect(createAlipay({ provider: 'wechat', wechat: {} as never })).toBeNull()
})

it('reads a complete public-key configuration (bare base64 key accepted, the default gateway)', () => {
  const config = loadPaymentConfig(alipayEnv)
  expect(config.alipay).toMatchObject({
    appId: '2021000123456789',
    sellerId: '2088123456789012',
    gateway: 'https://openapi.alipay.com/gateway.do',
    notifyBaseUrl: 'https://shop.example.com',
    verification: { mode: 'public-key', alipayPublicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') }
  })
  expect(createAlipay(config)?.kind).toBe('alipay')
})

it('names every missing or bad variable at once, without echoing keys', () => {
  expect(problemsOf({ ALIPAY_APP_ID: '2021000123456789' }).sort()).toEqual(
    ['ALIPAY_NOTIFY_BASE_URL', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_SELLER_ID'].sort()
  )
  const bad = paymentConfigProblems({ ...alipayEnv, ALIPAY_APP_ID: '12', ALIPAY_SELLER_ID: '1234', ALIPAY_PRIVATE_KEY: 'not a key' })
  expect(bad.map(([name]) => name).sort()).toEqual(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_SELLER_ID'])
  expect(JSON.stringify(bad)).not.toContain('not a key')
})

it('refuses the public key and the certificates together, and http in production', () => {
  expect(problemsOf({ ...alipayEnv, ALIPAY_APP_CERT: '-----BEGIN CERTIFICATE-----' })).toEqual(
    expect.arrayContaining(['ALIPAY_PUBLIC_KEY', 'ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'])
  )
  const production = { ...alipayEnv, NODE_ENV: 'production', ALIPAY_GATEWAY: 'http://gateway.example.com/gateway.do', ALIPAY_NOTIFY_BASE_URL: 'http://shop.example.com' }
  expect(problemsOf(production)).toEqual(expect.arrayContaining(['ALIPAY_GATEWAY', 'ALIPAY_NOTIFY_BASE_URL']))
})

it('certificate mode: the three certificates give alipay-sdk its serial numbers and Alipay’s key from its certificate', async () => {
  const appCert = makeTestCertificate('Merchant app (test only)')
  const alipayCert = makeTestCertificate('Alipay public key (test only)')
  const rootCert = makeTestCertificate('Alipay root (test only)')
  const config = loadPaymentConfig({
    ...alipayEnv,
    ALIPAY_PUBLIC_KEY: '',
    ALIPAY_APP_CERT: appCert.pem,
    ALIPAY_PUBLIC_CERT: alipayCert.pem,
    ALIPAY_ROOT_CERT: rootCert.pem
  })
  expect(config.alipay?.verification.mode).toBe('certificate')
  const provider = createAlipay(config)!
  // A notification signed with the key of Alipay's public-key certificate is genuine; one signed otherwise is not.
  const fields = { notify_type: 'trade_status_sync', app_id: '2021000123456789', seller_id: '2088123456789012', out_trade_no: 'X1', trade_status: 'WAIT_BUYER_PAY', total_amount: '1.00' }
  const signedBy = (key: crypto.KeyObject) => new URLSearchParams(signNotification(fields, key)).toString()
  await expect(provider.parsePaymentNotification({}, signedBy(alipayCert.privateKey))).resolves.toMatchObject({ outTradeNo: 'X1', tradeState: 'NOTPAY' })
  await expect(provider.parsePaymentNotification({}, signedBy(appCert.privateKey))).rejects.toThrow('signature')
})
