// A stand-in for Alipay's open gateway (gateway.do) for API tests, written from Alipay's documents rather than from
// our code: key pairs for "Alipay" and for the merchant are made here with node:crypto. It verifies OUR signature
// (RSA2 over the sorted parameters, with the merchant public key) on every call and on the pay URLs we hand out,
// signs its answers and notifications with Alipay's private key, and keeps trades and refunds in memory. Like
// Alipay it refuses a request whose `timestamp` is not Beijing time now (isv.invalid-timestamp), and a browser that
// opens a wap/page pay URL gets a cashier page whose 确认付款 pays the trade, posts the notification and sends the
// payer back to return_url.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { cashierPage, paidPage } from './fake-alipay-cashier'

export const FAKE_ALIPAY_APP_ID = '2021000123456789'
export const FAKE_ALIPAY_SELLER_ID = '2088123456789012'

export interface FakeTrade {
  outTradeNo: string
  totalAmount: string
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  tradeNo?: string
  refunds: Map<string, string>
}

export interface GatewayCall {
  method: string
  params: Record<string, string>
  biz: Record<string, unknown>
}

const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' } as crypto.KeyExportOptions<'pem'>).toString()

/** Alipay's sign content: every parameter but `sign` (and `sign_type` for notifications), sorted, k=v joined by &. */
function signContent(params: Record<string, string>, dropSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(dropSignType && k === 'sign_type'))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

const rsa2 = (content: string, key: crypto.KeyObject) => crypto.sign('sha256', Buffer.from(content), key).toString('base64')

function verifiedBy(params: Record<string, string>, key: crypto.KeyObject): boolean {
  if (!params.sign || params.sign_type !== 'RSA2') return false
  return crypto.verify('sha256', Buffer.from(signContent(params, false)), key, Buffer.from(params.sign, 'base64'))
}

const chinaNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

/** How far a request's `timestamp` may be from the gateway's clock (Beijing time) before it is refused. */
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000

function timestampIsNow(text: string | undefined): boolean {
  if (!text || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return false
  return Math.abs(Date.parse(`${text.replace(' ', 'T')}+08:00`) - Date.now()) <= TIMESTAMP_TOLERANCE_MS
}

const PAY_PAGES = new Set(['alipay.trade.wap.pay', 'alipay.trade.page.pay'])

export async function startFakeAlipay() {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const alipay = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const trades = new Map<string, FakeTrade>()
  const calls: GatewayCall[] = []
  /** Pay URLs opened, by out_trade_no: the cashier posts to their notify_url and returns to their return_url. */
  const opened = new Map<string, Record<string, string>>()
  /** What our server answered to each notification the cashier posted. */
  const delivered: Array<{ url: string; status: number; body: string }> = []
  /**
   * Test knobs: carry out the next call of a method but lose its answer (connection dropped), or forge answers;
   * `notifyOrigin` stands in for the public origin of notify_url (the local server behind it).
   */
  const knobs = { loseAnswerOf: new Set<string>(), forgeAnswers: false, notifyOrigin: undefined as string | undefined }

  function answer(method: string, body: Record<string, unknown>): string {
    const json = JSON.stringify(body)
    const sign = rsa2(json, knobs.forgeAnswers ? merchant.privateKey : alipay.privateKey)
    return `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}`
  }

  const fail = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg })

  function handle(method: string, biz: Record<string, unknown>): Record<string, unknown> {
    const trade = trades.get(String(biz.out_trade_no))
    if (!trade) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在')
    const base = { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo ?? '' }
    if (method === 'alipay.trade.query') {
      return { ...base, trade_status: trade.status, total_amount: trade.totalAmount, buyer_pay_amount: trade.totalAmount, send_pay_date: chinaNow() }
    }
    if (method === 'alipay.trade.close') {
      if (trade.status !== 'WAIT_BUYER_PAY') return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
      trade.status = 'TRADE_CLOSED'
      return base
    }
    if (method === 'alipay.trade.refund') {
      const no = String(biz.out_request_no)
      if (trade.status !== 'TRADE_SUCCESS') return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
      if (trade.refunds.has(no)) return { ...base, fund_change: 'N', refund_fee: trade.refunds.get(no) }
      trade.refunds.set(no, String(biz.refund_amount))
      return { ...base, fund_change: 'Y', refund_fee: String(biz.refund_amount), gmt_refund_pay: chinaNow() }
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const amount = trade.refunds.get(String(biz.out_request_no))
      if (!amount) return base // Alipay: 10000 without refund_amount when there is no such refund
      return { ...base, out_request_no: biz.out_request_no, refund_amount: amount, total_amount: trade.totalAmount, refund_status: 'REFUND_SUCCESS' }
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const params: Record<string, string> = Object.fromEntries(url.searchParams)
      for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[k] = v
      const method = params.method ?? ''
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>
      if (url.pathname === '/cashier/pay' && req.method === 'POST') {
        payAtCashier(params.out_trade_no ?? '').then(
          (back) => { res.writeHead(back ? 302 : 200, back ? { location: back } : { 'content-type': 'text/html;charset=utf-8' }); res.end(back ? '' : paidPage()) },
          (err: Error) => { res.writeHead(500); res.end(err.message) }
        )
        return
      }
      calls.push({ method, params, biz })
      if (!verifiedBy(params, merchant.publicKey) || params.app_id !== FAKE_ALIPAY_APP_ID) {
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
        res.end(JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' } }))
        return
      }
      if (!timestampIsNow(params.timestamp)) {
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
        res.end(answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-timestamp', sub_msg: '非法的时间戳参数' }))
        return
      }
      if (PAY_PAGES.has(method)) {
        const trade = openTrade(params, biz)
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
        res.end(cashierPage({ outTradeNo: trade.outTradeNo, totalAmount: trade.totalAmount, subject: String(biz.subject ?? '') }))
        return
      }
      const text = answer(method, handle(method, biz))
      if (knobs.loseAnswerOf.delete(method)) {
        req.socket.destroy()
        return
      }
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`

  function openTrade(params: Record<string, string>, biz: Record<string, unknown>): FakeTrade {
    const outTradeNo = String(biz.out_trade_no)
    opened.set(outTradeNo, params)
    if (!trades.has(outTradeNo)) {
      trades.set(outTradeNo, { outTradeNo, totalAmount: String(biz.total_amount), status: 'WAIT_BUYER_PAY', refunds: new Map() })
    }
    return trades.get(outTradeNo)!
  }

  /** The payer pays: the trade succeeds; answers the notification fields Alipay would post. */
  function pay(outTradeNo: string): Record<string, string> {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new Error(`no trade ${outTradeNo}`)
    trade.status = 'TRADE_SUCCESS'
    trade.tradeNo ??= `2026${crypto.randomInt(1e9).toString().padStart(9, '0')}${crypto.randomInt(1e9)}`
    return {
      notify_type: 'trade_status_sync',
      notify_id: crypto.randomUUID(),
      notify_time: chinaNow(),
      charset: 'utf-8',
      version: '1.0',
      app_id: FAKE_ALIPAY_APP_ID,
      seller_id: FAKE_ALIPAY_SELLER_ID,
      out_trade_no: outTradeNo,
      trade_no: trade.tradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      gmt_payment: chinaNow(),
      subject: '课程 & 考试 100%' // characters that must survive form encoding untouched
    }
  }

  /** 确认付款 on the cashier page: pay, post the notification to notify_url, answer where the payer goes back to. */
  async function payAtCashier(outTradeNo: string): Promise<string | undefined> {
    const params = opened.get(outTradeNo)
    if (!params) throw new Error(`no pay URL opened for ${outTradeNo}`)
    const fields = pay(outTradeNo)
    const target = new URL(params.notify_url ?? '')
    const url = knobs.notifyOrigin ? `${knobs.notifyOrigin}${target.pathname}` : target.toString()
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: notification(fields) })
    delivered.push({ url, status: res.status, body: await res.text() })
    if (!params.return_url) return undefined
    // Alipay appends the trade to the return URL; the page it lands on must not believe it (it asks our server).
    const back = new URL(params.return_url)
    back.searchParams.set('out_trade_no', outTradeNo)
    back.searchParams.set('trade_no', fields.trade_no!)
    back.searchParams.set('method', `${params.method}.return`)
    return back.toString()
  }

  /**
   * A notification as Alipay posts it (form body), signed by Alipay's key unless `signWith` says otherwise. `as`
   * forges the algorithm: a genuine SHA1withRSA signature by Alipay's own key, labelled `signType` (Alipay's old
   * "RSA", or a false "RSA2"; null leaves sign_type out).
   */
  function notification(
    fields: Record<string, string>,
    signWith: crypto.KeyObject = alipay.privateKey,
    as?: { algorithm: 'sha1' | 'sha256'; signType: string | null }
  ): string {
    const content = signContent(fields, true)
    const sign = as ? crypto.sign(as.algorithm, Buffer.from(content), signWith).toString('base64') : rsa2(content, signWith)
    const signType = as ? as.signType : 'RSA2'
    return new URLSearchParams({ ...fields, ...(signType === null ? {} : { sign_type: signType }), sign }).toString()
  }

  return {
    gateway,
    calls,
    trades,
    knobs,
    /** A key that is not Alipay's, for forgeries. */
    strangerKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    env: {
      ALIPAY_APP_ID: FAKE_ALIPAY_APP_ID,
      ALIPAY_SELLER_ID: FAKE_ALIPAY_SELLER_ID,
      ALIPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
      ALIPAY_GATEWAY: gateway,
      ALIPAY_NOTIFY_BASE_URL: 'http://127.0.0.1:3000'
    },

    /** The payer's browser opens our pay URL: signed by us, stamped Beijing time now; Alipay opens a trade for it. */
    open(payUrl: string): { method: string; biz: Record<string, unknown>; params: Record<string, string> } {
      const params = Object.fromEntries(new URL(payUrl).searchParams)
      if (!verifiedBy(params, merchant.publicKey)) throw new Error('pay URL not signed with the merchant key')
      if (!timestampIsNow(params.timestamp)) throw new Error(`pay URL timestamp ${params.timestamp} is not Beijing time now`)
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>
      openTrade(params, biz)
      return { method: params.method ?? '', biz, params }
    },

    pay,
    notification,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>
