// Paying in the WeChat browser: the 网页授权 URL and its one-time state, taking the returned code out of the
// address, WeChat's pay sheet outcomes, and what the pay page decides to offer (loadPayLaunch).
import Taro from '@tarojs/taro'
import { loadPayLaunch } from '@/features/order/pay-launch'
import {
  inWechatBrowser, oauthAuthorizeUrl, payInWechatBrowser, takeOauthCode, withoutOauthParams, type JsapiParams
} from '@/features/order/wechat-browser-pay'

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI'
const mocked = Taro as jest.Mocked<typeof Taro>
const params: JsapiParams = { appId: 'wxoa', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }
const win = window as unknown as Record<string, unknown>

function userAgent(ua: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
}

function at(path: string) {
  history.replaceState(null, '', path)
}

/** jsdom cannot leave the page: each location.replace to WeChat shows up as its "not implemented" report. */
let navigations: unknown[] = []

beforeEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
  navigations = []
  // A stored token: calls that need a signed-in user are not sent without one (request.ts).
  mocked.setStorageSync('token', 'test-token')
  const report = console.error
  jest.spyOn(console, 'error').mockImplementation((first: unknown, ...rest: unknown[]) => {
    if (String(first).includes('Not implemented: navigation')) navigations.push(first)
    else report(first, ...rest)
  })
  sessionStorage.clear()
  delete win.WeixinJSBridge
  at('/pages/order/transform?id=7')
})

describe('网页授权', () => {
  it('builds the authorize URL WeChat expects, redirect_uri encoded once', () => {
    expect(oauthAuthorizeUrl('wxoa', 'https://shop.example.com/pages/order/transform?id=7', 'abc')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxoa' +
        '&redirect_uri=https%3A%2F%2Fshop.example.com%2Fpages%2Forder%2Ftransform%3Fid%3D7' +
        '&response_type=code&scope=snsapi_base&state=abc#wechat_redirect'
    )
  })

  it('drops a previous round trip\'s code and state from the return address, keeping the rest', () => {
    expect(withoutOauthParams('https://a.cn/pages/order/transform?id=7&code=c&state=s')).toBe('https://a.cn/pages/order/transform?id=7')
  })

  it('takes the code once when the state is the one this tab sent, and cleans the address', () => {
    sessionStorage.setItem('fitedu.wechatOauthState', 'mine')
    at('/pages/order/transform?id=7&code=C1&state=mine')
    expect(takeOauthCode()).toBe('C1')
    expect(location.search).toBe('?id=7')
    expect(takeOauthCode()).toBeNull()
  })

  it('ignores a code that arrives with another state (a link somebody else made)', () => {
    sessionStorage.setItem('fitedu.wechatOauthState', 'mine')
    at('/pages/order/transform?id=7&code=C1&state=theirs')
    expect(takeOauthCode()).toBeNull()
    expect(location.search).toBe('?id=7')
  })
})

describe('the pay sheet', () => {
  const bridgeAnswering = (errMsg: string) => ({ invoke: jest.fn((_api, _params, done) => done({ err_msg: errMsg })) })

  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail']
  ])('reads %s as %s', async (errMsg, outcome) => {
    const bridge = bridgeAnswering(errMsg)
    win.WeixinJSBridge = bridge
    await expect(payInWechatBrowser(params)).resolves.toBe(outcome)
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function))
  })

  it('waits for WeixinJSBridgeReady when the bridge comes late, and fails when it never comes', async () => {
    const late = payInWechatBrowser(params)
    win.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:ok')
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(late).resolves.toBe('ok')

    delete win.WeixinJSBridge
    jest.useFakeTimers()
    try {
      const never = payInWechatBrowser(params)
      jest.advanceTimersByTime(5000)
      await expect(never).resolves.toBe('fail')
    } finally {
      jest.useRealTimers()
    }
  })

  it('counts only the WeChat browser itself, not a mini-program web-view or other browsers', () => {
    userAgent(WECHAT_UA)
    expect(inWechatBrowser()).toBe(true)
    userAgent(`${WECHAT_UA} miniProgram/wx1234`)
    expect(inWechatBrowser()).toBe(false)
    userAgent('Mozilla/5.0 (iPhone) AlipayClient/10.5')
    expect(inWechatBrowser()).toBe(false)
  })
})

describe('what the pay page offers', () => {
  const order = { id: 7, status: 'unpaid', orderNo: '2026', payDeadline: '2026-11-22T02:00:00.000Z' }
  const jsapiStart = { method: 'wechat_oa_jsapi', jsapi: params }

  /** Answers by path; records the pay channels asked for. */
  function server(answers: Record<string, unknown | ((body: any) => unknown)>) {
    mocked.request.mockImplementation((async (options: { url: string; data?: any }) => {
      const path = options.url.replace(/\?.*$/, '')
      const answer = answers[path]
      const data = typeof answer === 'function' ? (answer as (b: unknown) => unknown)(options.data) : answer
      return { statusCode: 200, data: data ?? { status: 1, message: '', data: null } }
    }) as never)
  }
  const ok = (data: unknown) => ({ status: 1, message: '', data })
  const payCalls = () => mocked.request.mock.calls.map(([o]) => o as { url: string; data?: any }).filter((o) => o.url.endsWith('/pay'))

  const wechatOnly = ok({ providers: ['wechat'], wechatOaJsapi: false, sandbox: false })

  it('pays by QR on a desktop when WeChat is the only provider, without asking about the official account', async () => {
    server({ '/api/order/7': ok(order), '/api/pay/methods': wechatOnly, '/api/order/7/pay': ok({ method: 'wechat_native', codeUrl: 'weixin://x' }) })
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: { codeUrl: 'weixin://x' } })
    expect(payCalls()[0].data).toEqual({ channel: 'native' })
    expect(mocked.request).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/api/wechat/oa/openid' }))
  })

  it('on a desktop with Alipay configured too, shows the QR code at once and offers Alipay next to it', async () => {
    server({
      '/api/order/7': ok(order),
      '/api/pay/methods': ok({ providers: ['wechat', 'alipay'], wechatOaJsapi: false, sandbox: false }),
      '/api/order/7/pay': ok({ method: 'wechat_native', codeUrl: 'weixin://x' })
    })
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: { codeUrl: 'weixin://x' }, channels: ['native', 'alipay_page'], channel: 'native' })
  })

  it('on a phone browser starts nothing until the payer picks (both ways leave the page)', async () => {
    userAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')
    server({ '/api/order/7': ok(order), '/api/pay/methods': ok({ providers: ['wechat', 'alipay'], wechatOaJsapi: false, sandbox: false }) })
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: null, channels: ['alipay_wap', 'h5'] })
    expect(payCalls()).toHaveLength(0)
  })

  it('pays by JSAPI under the official account when this account is already linked', async () => {
    userAgent(WECHAT_UA)
    server({ '/api/order/7': ok(order), '/api/wechat/oa/openid': ok({ appId: 'wxoa', linked: true }), '/api/order/7/pay': ok(jsapiStart) })
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: jsapiStart })
    expect(payCalls()[0].data).toEqual({ channel: 'oa_jsapi' })
  })

  it('leaves for 网页授权 first when it is not linked, without starting a payment', async () => {
    userAgent(WECHAT_UA)
    server({ '/api/order/7': ok(order), '/api/wechat/oa/openid': ok({ appId: 'wxoa', linked: false }) })
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: null, leaving: true })
    expect(sessionStorage.getItem('fitedu.wechatOauthState')).toMatch(/^\w+$/)
    expect(navigations).toHaveLength(1)
    expect(payCalls()).toHaveLength(0)
  })

  it('links the returned code, then pays; a stale code sends the page round once more, and only once', async () => {
    userAgent(WECHAT_UA)
    const stale = { status: 0, message: '微信授权已失效，请重试', code: 'WECHAT_CODE_INVALID', data: null }
    server({
      '/api/order/7': ok(order),
      '/api/wechat/oa/openid': (body: unknown) => (body && (body as { code?: string }).code === 'GOOD' ? ok({ appId: 'wxoa', linked: true }) : body ? stale : ok({ appId: 'wxoa', linked: false })),
      '/api/order/7/pay': ok(jsapiStart)
    })
    const back = (code: string) => {
      sessionStorage.setItem('fitedu.wechatOauthState', 's1')
      at(`/pages/order/transform?id=7&code=${code}&state=s1`)
    }
    back('GOOD')
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ start: jsapiStart })

    back('OLD')
    await expect(loadPayLaunch(7)).resolves.toMatchObject({ leaving: true })
    expect(navigations).toHaveLength(1)
    back('OLD')
    await expect(loadPayLaunch(7)).rejects.toMatchObject({ code: 'WECHAT_CODE_INVALID' })
    expect(navigations).toHaveLength(1)
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('starts nothing for an order that is no longer unpaid', async () => {
    server({ '/api/order/7': ok({ ...order, status: 'paid' }) })
    await expect(loadPayLaunch(7)).resolves.toEqual({ order: { ...order, status: 'paid' }, start: null })
    expect(payCalls()).toHaveLength(0)
  })
})
