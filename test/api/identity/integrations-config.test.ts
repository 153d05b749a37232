// Configuration of the SMS provider and WeChat login, and the provider choice made from it.
import Fastify from 'fastify'
import { ConfigError, loadConfig } from '../../../server/src/config'
import { createSmsSender } from '../../../server/src/integrations/sms'
import { templateValues, toE164 } from '../../../server/src/integrations/sms/tencent'
import { createWechatMini } from '../../../server/src/integrations/wechat'

const TENCENT = {
  SMS_PROVIDER: 'tencent',
  SMS_CODE_SECRET: 'a-long-random-secret-of-at-least-32-chars',
  TENCENT_SMS_SECRET_ID: 'AKID-test',
  TENCENT_SMS_SECRET_KEY: 'key-test',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '绿动健身学院',
  TENCENT_SMS_TEMPLATE_ID: '123456'
}
const log = Fastify({ logger: { level: 'silent' } }).log

describe('SMS configuration', () => {
  it('defaults to the console provider, which needs nothing', () => {
    const config = loadConfig({})
    expect(config.sms).toMatchObject({ provider: 'console', tencent: null, codeSecret: undefined })
    expect(createSmsSender(config, log).name).toBe('console')
  })

  it('uses Tencent Cloud SMS when configured', () => {
    const config = loadConfig(TENCENT)
    expect(config.sms.tencent).toMatchObject({ region: 'ap-guangzhou', templateParams: ['code', 'minutes'], signName: '绿动健身学院' })
    expect(createSmsSender(config, log).name).toBe('tencent')
  })

  it('names every missing Tencent variable, and asks for a code secret', () => {
    let error: unknown
    try {
      loadConfig({ SMS_PROVIDER: 'tencent' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    for (const name of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID', 'SMS_CODE_SECRET']) {
      expect((error as Error).message).toContain(name)
    }
  })

  it('refuses a short code secret without printing it', () => {
    expect(() => loadConfig({ SMS_CODE_SECRET: 'short' })).toThrow(/SMS_CODE_SECRET/)
    expect(() => loadConfig({ SMS_CODE_SECRET: 'short' })).not.toThrow(/"short"/)
  })

  it('reads the template parameter order', () => {
    expect(loadConfig({ ...TENCENT, TENCENT_SMS_TEMPLATE_PARAMS: 'code' }).sms.tencent?.templateParams).toEqual(['code'])
    expect(() => loadConfig({ ...TENCENT, TENCENT_SMS_TEMPLATE_PARAMS: 'code,seconds' })).toThrow(/TENCENT_SMS_TEMPLATE_PARAMS/)
  })

  it('formats numbers and template values for Tencent', () => {
    expect(toE164('13800138000')).toBe('+8613800138000')
    expect(toE164('+852 6123-4567')).toBe('+85261234567')
    const message = { phone: '13800138000', scene: 'login' as const, code: '042137', validMinutes: 5 }
    expect(templateValues({ templateParams: ['code', 'minutes'] }, message)).toEqual(['042137', '5'])
  })
})

describe('WeChat configuration', () => {
  it('is off without an AppID, so login answers NOT_CONFIGURED', () => {
    expect(createWechatMini(loadConfig({}), () => new Date())).toBeNull()
  })

  it('needs the AppID and the secret together', () => {
    expect(() => loadConfig({ WECHAT_MINI_APPID: 'wx1' })).toThrow(/WECHAT_MINI_APPID/)
    const config = loadConfig({ WECHAT_MINI_APPID: 'wx1', WECHAT_MINI_SECRET: 's', WECHAT_API_BASE: 'http://127.0.0.1:9/' })
    expect(config.wechat).toEqual({ mini: { appId: 'wx1', secret: 's' }, oa: null, apiBase: 'http://127.0.0.1:9' })
    expect(createWechatMini(config, () => new Date())?.appId).toBe('wx1')
  })

  it('talks to the real WeChat API by default', () => {
    expect(loadConfig({}).wechat.apiBase).toBe('https://api.weixin.qq.com')
  })
})
