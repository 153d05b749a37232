import { browserKind, isAlipayBrowser, isMiniProgramWebview, isWeChatBrowser } from '@/shared/platform/browser'

// Real user-agent strings as sent by the apps (collected from public captures).
const UA = {
  wechatIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003135) NetType/WIFI Language/zh_CN',
  wechatAndroid: 'Mozilla/5.0 (Linux; Android 14; 2211133C Build/UKQ1.230705.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110017 MMWEBSDK/20230805 MMWEBID/525 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  // Older Android WeChat ran on the QQ X5 kernel and says MQQBrowser as well as MicroMessenger.
  wechatAndroidX5: 'Mozilla/5.0 (Linux; Android 10; ELE-AL00 Build/HUAWEIELE-AL00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/77.0.3865.120 MQQBrowser/6.2 TBS/045525 Mobile Safari/537.36 MMWEBID/3135 MicroMessenger/8.0.2.1860(0x2800023B) Process/tools WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) UnifiedPCWindowsWechat(0xf2541022) XWEB/16467 Flue',
  wechatMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.3(0x13030013) NetType/WIFI WindowsWechat',
  wechatMiniIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.76(0x18004c24) NetType/WIFI Language/zh_CN miniProgram/wx2c1c63e28bb33be1',
  wechatMiniAndroid: 'Mozilla/5.0 (Linux; Android 10; ONEPLUS A5000 Build/QKQ1.191014.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MMWEBID/4650 MicroMessenger/8.0.42.2460(0x28002A58) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wxcb459ae1e3e8f9f2',
  wechatMiniWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36 MicroMessenger/7.0.20.1781(0x6700143B) NetType/WIFI MiniProgramEnv/Windows WindowsWechat/WMPF WindowsWechat(0x63090a13) UnifiedPCWindowsWechat(0xf254162e) XWEB/18163 miniProgram/wxde8ac0a21135c07d',
  wecom: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.6 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  alipayIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22G100 ChannelId(17) Ariver/1.1.0 AliApp(AP/10.8.30.6000) Nebula WK RVKType(0) AlipayDefined(nt:WIFI,ws:390|780|3.0,ac:ss) AlipayClient/10.8.30.6000 Language/zh-Hans Region/CN NebulaX/1.0.0 XRiver/10.2.58.1',
  alipayAndroid: 'Mozilla/5.0 (Linux; U; Android 11; zh-CN; MI 8 Lite Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.66 Mobile Safari/537.36 UCBS/3.22.2.66_230817192043 ChannelId(8) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CNAriver/1.0.0 DTN/2.0',
  safariIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  dingtalkIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 26_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/23E246 AliApp(DingTalk/7.8.1) com.laiwang.DingTalk/46766536 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
  dingtalkAndroid: 'Mozilla/5.0 (Linux; Android 11; Pixel 4 XL Build/RQ3A.210705.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 AliApp(DingTalk/5.1.5) com.alibaba.android.rimet/13534898 Channel/212200 language/zh-CN UT4Aplus/0.2.25 colorScheme/light',
  qqBrowserAndroid: 'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 22081212C Build/TKQ1.220829.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.3 Mobile Safari/537.36',
  qqBrowserIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 MQQBrowser/13.0.1 Mobile/15E148 Safari/604.1 QBWebViewUA/2 QBWebViewType/1 WKType/1'
}

const wechat = ['wechatIos', 'wechatAndroid', 'wechatAndroidX5', 'wechatWindows', 'wechatMac', 'wechatMiniIos', 'wechatMiniAndroid', 'wechatMiniWindows'] as const
const alipay = ['alipayIos', 'alipayAndroid'] as const
const other = ['wecom', 'safariIos', 'chromeAndroid', 'dingtalkIos', 'dingtalkAndroid', 'qqBrowserAndroid', 'qqBrowserIos'] as const

describe('isWeChatBrowser', () => {
  it.each(wechat)('detects WeChat in %s', (name) => {
    expect(isWeChatBrowser(UA[name])).toBe(true)
    expect(browserKind(UA[name])).toBe('wechat')
  })

  it.each([...alipay, ...other])('does not detect WeChat in %s', (name) => {
    expect(isWeChatBrowser(UA[name])).toBe(false)
  })

  it('does not take QQ Browser for WeChat', () => {
    expect(isWeChatBrowser(UA.qqBrowserAndroid)).toBe(false)
    expect(browserKind(UA.qqBrowserIos)).toBe('other')
  })

  it('does not take WeCom (企业微信) for WeChat although it says MicroMessenger', () => {
    expect(browserKind(UA.wecom)).toBe('other')
  })
})

describe('isAlipayBrowser', () => {
  it.each(alipay)('detects Alipay in %s', (name) => {
    expect(isAlipayBrowser(UA[name])).toBe(true)
    expect(browserKind(UA[name])).toBe('alipay')
  })

  it.each([...wechat, ...other])('does not detect Alipay in %s', (name) => {
    expect(isAlipayBrowser(UA[name])).toBe(false)
  })

  it('does not take DingTalk for Alipay although both say AliApp', () => {
    expect(browserKind(UA.dingtalkAndroid)).toBe('other')
  })
})

describe('isMiniProgramWebview', () => {
  it.each(['wechatMiniIos', 'wechatMiniAndroid', 'wechatMiniWindows'] as const)('detects the web-view in %s', (name) => {
    expect(isMiniProgramWebview(UA[name])).toBe(true)
  })

  it.each(['wechatIos', 'wechatAndroid', 'wechatWindows', 'wechatMac', 'alipayIos', 'safariIos', 'chromeAndroid'] as const)(
    'is false for %s', (name) => {
      expect(isMiniProgramWebview(UA[name])).toBe(false)
    })
})

describe('reading the current browser', () => {
  const original = navigator.userAgent
  const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
  afterEach(() => {
    setUA(original)
    delete (window as any).__wxjs_environment
  })

  it('uses navigator.userAgent when no UA is given', () => {
    setUA(UA.wechatIos)
    expect(isWeChatBrowser()).toBe(true)
    expect(browserKind()).toBe('wechat')
    setUA(UA.alipayAndroid)
    expect(browserKind()).toBe('alipay')
    setUA(UA.chromeAndroid)
    expect(browserKind()).toBe('other')
  })

  it("trusts WeChat's __wxjs_environment flag when the UA lacks the mini-program marker", () => {
    setUA(UA.wechatIos)
    expect(isMiniProgramWebview()).toBe(false)
    ;(window as any).__wxjs_environment = 'miniprogram'
    expect(isMiniProgramWebview()).toBe(true)
  })
})
