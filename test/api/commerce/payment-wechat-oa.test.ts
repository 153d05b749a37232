// JSAPI payment in the WeChat browser: the official-account openid collected by 网页授权 (snsapi_base), payments
// made under the official account's appid, and notifications checked against the appid of their attempt.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { wechatOaOpenids } from '../../../server/src/db/schema'
import { loadConfig } from '../../../server/src/config'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { startFakeWechatOauth, type FakeWechatOauth } from '../helpers/commerce/fake-wechat-oauth'
import { seedGoods } from '../helpers/commerce/fixtures'
import { ledgerOf, orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { notify } from '../helpers/commerce/wechat'
import { startPayment } from '@contract/commerce/endpoints'
import { getWechatOaStatus, linkWechatOa } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let pay: FakeWechatPay
let oauth: FakeWechatOauth
let t: TestApp
let api: Api
const clock = testClock(Date.now())
beforeAll(async () => {
  pay = await startFakeWechatPay('public-key')
  oauth = await startFakeWechatOauth(pay.env.WECHAT_OA_APPID, pay.env.WECHAT_OA_SECRET)
  t = await createTestApp({ ...pay.env, WECHAT_API_BASE: oauth.baseUrl }, { now: clock.now })
  api = caller(t)
})
afterAll(async () => {
  await t.close()
  await Promise.all([pay.close(), oauth.close()])
})

const oaAppid = () => pay.config.oaAppid!
const status = (token: string) => callApiRaw(t.app, getWechatOaStatus, { token })
const link = (token: string, code: string) => callApiRaw(t.app, linkWechatOa, { body: { code }, token })
const startPay = (token: string, orderId: number, channel: string) => callApiRaw(t.app, startPayment, { params: { id: orderId }, body: { channel }, token })

/** A user who went through 网页授权 with a fresh code; returns the user and the openid WeChat gave. */
async function linkedUser() {
  const user = await t.createUser()
  const openid = `oOA${crypto.randomBytes(8).toString('hex')}`
  const code = `code-${crypto.randomUUID()}`
  oauth.codes.set(code, { openid })
  expectOk(await link(user.token, code))
  return { user, openid }
}

describe('the official-account openid', () => {
  it('says JSAPI is available under the official account, and not yet linked', async () => {
    const user = await t.createUser()
    expect(expectOk(await status(user.token))).toEqual({ appId: oaAppid(), linked: false })
    expect((await callApiRaw(t.app, getWechatOaStatus)).statusCode).toBe(401)
  })

  it('exchanges a 网页授权 code for the openid and remembers it for the account', async () => {
    const { user, openid } = await linkedUser()
    expect(oauth.requests.at(-1)).toMatchObject({ appid: oaAppid(), grant_type: 'authorization_code' })
    expect(expectOk(await status(user.token))).toEqual({ appId: oaAppid(), linked: true })
    const rows = await t.db.select().from(wechatOaOpenids).where(eq(wechatOaOpenids.userId, user.id))
    expect(rows).toEqual([expect.objectContaining({ appId: oaAppid(), openid })])
  })

  it('moves an openid to the account that signed in last on that WeChat, and replaces an old one', async () => {
    const { user: first, openid } = await linkedUser()
    const second = await t.createUser()
    oauth.codes.set('same-wechat', { openid })
    expectOk(await link(second.token, 'same-wechat'))
    expect(expectOk<any>(await status(first.token)).linked).toBe(false)
    oauth.codes.set('new-wechat', { openid: 'oOAnewer' })
    expectOk(await link(second.token, 'new-wechat'))
    const rows = await t.db.select().from(wechatOaOpenids).where(eq(wechatOaOpenids.userId, second.id))
    expect(rows.map((r) => r.openid)).toEqual(['oOAnewer'])
  })

  it('keeps one row when two accounts link the same WeChat at the same moment', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.createUser()))
    users.forEach((_, i) => oauth.codes.set(`race-${i}`, { openid: 'oOArace' }))
    const answers = await Promise.all(users.map((u, i) => link(u.token, `race-${i}`)))
    for (const res of answers) expectOk(res)
    const rows = await t.db.select().from(wechatOaOpenids).where(eq(wechatOaOpenids.openid, 'oOArace'))
    expect(rows).toHaveLength(1)
    expect(users.map((u) => u.id)).toContain(rows[0].userId)
  })

  it('explains a used or invalid code, WeChat being down, and an empty code', async () => {
    const user = await t.createUser()
    oauth.codes.set('once', { openid: 'oOAonce' })
    expectOk(await link(user.token, 'once'))
    expectRefusal(await link(user.token, 'once'), 'WECHAT_CODE_INVALID', '微信授权已失效，请重试')
    expectRefusal(await link(user.token, 'never-issued'), 'WECHAT_CODE_INVALID')
    oauth.down = true
    try {
      expectRefusal(await link(user.token, 'any'), 'WECHAT_UNAVAILABLE', /扫码支付/)
    } finally {
      oauth.down = false
    }
    expectRefusal(await link(user.token, '  '), expect.any(String) as never, '微信授权失败，请重试')
  })

  it('is not offered on the sandbox, even with an official account configured', async () => {
    const sandbox = await createTestApp({ WECHAT_OA_APPID: oaAppid(), WECHAT_OA_SECRET: 'x', WECHAT_API_BASE: oauth.baseUrl })
    try {
      const user = await sandbox.createUser()
      expect(expectOk(await callApi(sandbox.app, getWechatOaStatus, { token: user.token }))).toEqual({ appId: null, linked: false })
      const res = await callApiRaw(sandbox.app, linkWechatOa, { body: { code: 'c' }, token: user.token })
      expectRefusal(res, 'NOT_CONFIGURED')
    } finally {
      await sandbox.close()
    }
  })

  it('needs both WECHAT_OA_APPID and WECHAT_OA_SECRET, and a real appid', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_OA_APPID: oaAppid() })).toThrow(/WECHAT_OA_APPID: set both/)
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_OA_APPID: 'gh_123', WECHAT_OA_SECRET: 's' })).toThrow(/WECHAT_OA_APPID: an appid/)
  })
})

describe('paying by JSAPI in the WeChat browser', () => {
  async function unpaidOrder(user: { token: string }) {
    return placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 9_900, title: '瑜伽体式精讲' }))
  }

  it('asks for 网页授权 first when the account has no official-account openid', async () => {
    const user = await t.createUser()
    const order = await unpaidOrder(user)
    expectRefusal(await startPay(user.token, order.id, 'oa_jsapi'), 'OA_OPENID_REQUIRED', '请先完成微信授权，再支付')
  })

  it('pays under the official account: its appid in the prepay and in the signed parameters', async () => {
    const { user, openid } = await linkedUser()
    const order = await unpaidOrder(user)
    const start = expectOk<any>(await startPay(user.token, order.id, 'oa_jsapi'))
    expect(start.method).toBe('wechat_oa_jsapi')
    expect(pay.requests.at(-1)).toMatchObject({
      url: '/v3/pay/transactions/jsapi',
      body: expect.objectContaining({ appid: oaAppid(), out_trade_no: `${order.orderNo}W`, payer: { openid } })
    })
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = start.jsapi
    expect(appId).toBe(oaAppid())
    const message = `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
    expect(crypto.verify('sha256', Buffer.from(message), pay.merchantPublicKey, Buffer.from(paySign, 'base64'))).toBe(true)
  })

  it("applies the official account's notification once; the mini-program appid on it is refused", async () => {
    const { user, openid } = await linkedUser()
    const order = await unpaidOrder(user)
    expectOk(await startPay(user.token, order.id, 'oa_jsapi'))
    const outTradeNo = `${order.orderNo}W`
    const wrong = await notify(t, pay.paymentNotification({ outTradeNo, totalFen: 9_900, appid: pay.config.appid, openid }))
    expect(wrong.statusCode).toBe(400)
    expect((await orderRow(t, order.id)).status).toBe('unpaid')

    const right = pay.paymentNotification({ outTradeNo, totalFen: 9_900, appid: oaAppid(), openid })
    for (const res of await Promise.all(Array.from({ length: 5 }, () => notify(t, right)))) expect(res.statusCode).toBe(204)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_oa_jsapi' })
    expect(await ledgerOf(t, user.id)).toEqual([{ change: 99, reason: 'purchase', orderNo: order.orderNo }])
  })

  it("refuses the official account's appid on a Native payment", async () => {
    const user = await t.createUser()
    const order = await unpaidOrder(user)
    expectOk(await startPay(user.token, order.id, 'native'))
    const res = await notify(t, pay.paymentNotification({ outTradeNo: `${order.orderNo}N`, totalFen: 9_900, appid: oaAppid() }))
    expect(res.statusCode).toBe(400)
    expect((await orderRow(t, order.id)).status).toBe('unpaid')
  })
})
