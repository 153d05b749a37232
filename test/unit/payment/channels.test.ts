// Which ways to pay each container is offered, from what the server is configured for (the table in docs/payments.md, "Paying: which method where").
import { channelsFor, containerOf } from '@/features/payment'

const UA = {
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
  alipay: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 AlipayClient/10.5.36',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Safari/537.36'
}
const both = { providers: ['wechat', 'alipay'] as const, wechatOaJsapi: true, sandbox: false }
const wechatOnly = { providers: ['wechat'] as const, wechatOaJsapi: false, sandbox: false }

describe('containerOf', () => {
  it.each([
    [UA.wechat, 'h5', 'wechat'],
    [UA.alipay, 'h5', 'alipay'],
    [UA.safari, 'h5', 'mobile'],
    [UA.android, 'h5', 'mobile'],
    [UA.desktop, 'h5', 'desktop'],
    [UA.desktop, 'weapp', 'weapp']
  ])('%s (%s) → %s', (ua, env, container) => {
    expect(containerOf(ua, env)).toBe(container)
  })
})

describe('channelsFor', () => {
  it('offers by container when both providers are configured', () => {
    const methods = { ...both, providers: [...both.providers] }
    expect(channelsFor('weapp', methods)).toEqual(['jsapi'])
    expect(channelsFor('wechat', methods)).toEqual(['oa_jsapi'])
    expect(channelsFor('alipay', methods)).toEqual(['alipay_wap'])
    expect(channelsFor('mobile', methods)).toEqual(['alipay_wap', 'h5'])
    expect(channelsFor('desktop', methods)).toEqual(['native', 'alipay_page'])
  })

  it('never offers a provider that is not configured', () => {
    const methods = { ...wechatOnly, providers: [...wechatOnly.providers] }
    expect(channelsFor('wechat', methods)).toEqual(['native'])
    expect(channelsFor('alipay', methods)).toEqual([])
    expect(channelsFor('mobile', methods)).toEqual(['h5'])
    expect(channelsFor('desktop', methods)).toEqual(['native'])
  })
})
