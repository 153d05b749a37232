// Payment variables: sandbox by default, WeChat Pay when asked (and always in production), every bad variable
// named at once, keys never echoed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  loadPaymentConfig,
  PaymentConfigError,
  paymentConfigProblems
} from '../../../../server/src/integrations/payment/config'

const keyPair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const privateKeyPem = keyPair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
const publicKeyPem = keyPair.publicKey.export({ type: 'spki', format: 'pem' }) as string

const wechatEnv = {
  PAYMENT_PROVIDER: 'wechat',
  WECHAT_PAY_MCHID: '1900000109',
  WECHAT_PAY_APPID: 'wx1234567890abcdef',
  WECHAT_PAY_MCH_SERIAL_NO: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
  WECHAT_PAY_PRIVATE_KEY: privateKeyPem,
  WECHAT_PAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
  WECHAT_PAY_NOTIFY_BASE_URL: 'https://shop.example.com/'
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return paymentConfigProblems(env).map(([name]) => name)
}

describe('loadPaymentConfig', () => {
  it('uses the sandbox with nothing set', () => {
    expect(loadPaymentConfig({})).toEqual({ provider: 'sandbox' })
  })

  it('refuses production without WeChat Pay, and the sandbox in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['PAYMENT_PROVIDER'])
    const sandboxInProduction = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }
    expect(() => loadPaymentConfig(sandboxInProduction)).toThrow(/must be wechat in production/)
  })

  it('reads WeChat Pay in platform-certificate mode when no public key is set', () => {
    expect(loadPaymentConfig(wechatEnv)).toEqual({
      provider: 'wechat',
      wechat: {
        mchid: '1900000109',
        appid: 'wx1234567890abcdef',
        merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKeyPem,
        apiV3Key: '0123456789abcdef0123456789abcdef',
        verification: { mode: 'platform-certificate' },
        notifyBaseUrl: 'https://shop.example.com',
        apiBase: 'https://api.mch.weixin.qq.com'
      }
    })
  })

  it('reads public-key mode, keys from files, and PEM with literal \\n', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-config-'))
    fs.writeFileSync(path.join(dir, 'pub.pem'), publicKeyPem)
    const config = loadPaymentConfig({
      ...wechatEnv,
      WECHAT_PAY_PRIVATE_KEY: privateKeyPem.replace(/\n/g, '\\n'),
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092025',
      WECHAT_PAY_PUBLIC_KEY_PATH: path.join(dir, 'pub.pem'),
      NODE_ENV: 'production'
    })
    expect(config.provider === 'wechat' && config.wechat.verification).toEqual({
      mode: 'public-key', publicKeyId: 'PUB_KEY_ID_0119000001092025', publicKeyPem
    })
    expect(config.provider === 'wechat' && config.wechat.privateKeyPem).toBe(privateKeyPem)
    fs.rmSync(dir, { recursive: true })
  })

  it('lists every bad variable at once, without echoing secrets', () => {
    let error: unknown
    try {
      loadPaymentConfig({
        PAYMENT_PROVIDER: 'wechat',
        WECHAT_PAY_MCHID: 'abc',
        WECHAT_PAY_APIV3_KEY: 'too-short-secret',
        WECHAT_PAY_PRIVATE_KEY: 'not a key',
        WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1'
      })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(PaymentConfigError)
    expect((error as PaymentConfigError).problems.map(([name]) => name).sort()).toEqual([
      'WECHAT_PAY_APIV3_KEY', 'WECHAT_PAY_APPID', 'WECHAT_PAY_MCHID', 'WECHAT_PAY_MCH_SERIAL_NO',
      'WECHAT_PAY_NOTIFY_BASE_URL', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_PUBLIC_KEY'
    ])
    expect((error as Error).message).not.toContain('too-short-secret')
  })

  it('needs https in production and one source per key', () => {
    const production = { ...wechatEnv, NODE_ENV: 'production' }
    expect(problemsOf({ ...production, WECHAT_PAY_NOTIFY_BASE_URL: 'http://shop.example.com' })).toEqual([
      'WECHAT_PAY_NOTIFY_BASE_URL'
    ])
    expect(problemsOf({ ...production, WECHAT_PAY_API_BASE: 'http://127.0.0.1:9' })).toEqual(['WECHAT_PAY_API_BASE'])
    expect(problemsOf({ ...wechatEnv, WECHAT_PAY_PRIVATE_KEY_PATH: '/x.pem' })).toContain('WECHAT_PAY_PRIVATE_KEY')
    const missingFile = { ...wechatEnv, WECHAT_PAY_PRIVATE_KEY: '', WECHAT_PAY_PRIVATE_KEY_PATH: '/nonexistent/key.pem' }
    expect(problemsOf(missingFile)).toEqual([
      'WECHAT_PAY_PRIVATE_KEY_PATH', 'WECHAT_PAY_PRIVATE_KEY'
    ])
  })

  it('does not require the other WeChat variables while the sandbox is chosen, but still names malformed ones', () => {
    const partial = { PAYMENT_PROVIDER: 'sandbox', WECHAT_PAY_MCHID: '1900000109' }
    expect(loadPaymentConfig(partial)).toEqual({ provider: 'sandbox' })
    expect(problemsOf({ PAYMENT_PROVIDER: 'sandbox', WECHAT_PAY_MCHID: 'abc' })).toEqual(['WECHAT_PAY_MCHID'])
  })
})
