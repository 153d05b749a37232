// TEST ONLY. The endpoints the fake WeChat Pay server answers, with WeChat's shapes and error codes.
import crypto from 'node:crypto'
import { encryptResource } from './fake-wechat-messages'
import type { TestCertificate } from './test-certificate'
import { transferRoute, type TransferState } from './fake-wechat-transfers'

type Json = Record<string, unknown>

export interface FakeState extends TransferState {
  mchid: string
  appid: string
  /** An official account bound to the same merchant (JSAPI in the WeChat browser). */
  oaAppid: string
  apiV3Key: string
  /** Platform-certificate mode only; the last one is the one WeChat signs with. */
  certificates: TestCertificate[]
  transactions: Map<string, Json>
  refunds: Map<string, Json>
  certificateDownloads: number
  /** Alter response bodies after signing, to test response verification. */
  tamperResponses: boolean
}

type Answer = [status: number, body?: unknown]

const notFound = (code: string): Answer => [404, { code, message: 'not found' }]
const badRequest = (message: string): Answer => [400, { code: 'PARAM_ERROR', message }]

function certificates(state: FakeState): Answer {
  state.certificateDownloads += 1
  if (state.certificates.length === 0) return notFound('RESOURCE_NOT_EXISTS')
  const data = state.certificates.map((c) => ({
    serial_no: c.serial,
    effective_time: new Date().toISOString(),
    expire_time: new Date(Date.now() + 365 * 86400_000).toISOString(),
    encrypt_certificate: encryptResource(c.pem, state.apiV3Key, 'certificate')
  }))
  return [200, { data }]
}

function prepay(state: FakeState, channel: string, body: Json): Answer {
  const amount = body.amount as { total?: number } | undefined
  const boundAppid = body.appid === state.appid || body.appid === state.oaAppid
  if (body.mchid !== state.mchid || !boundAppid) return badRequest('mchid/appid mismatch')
  if (typeof body.out_trade_no !== 'string' || !amount?.total || !body.notify_url || !body.description) {
    return badRequest('missing fields')
  }
  if (channel === 'jsapi' && !(body.payer as Json | undefined)?.openid) return badRequest('payer.openid required')
  // H5: WeChat requires the payer's IP and h5_info.type (Wap, iOS, Android).
  const scene = body.scene_info as { payer_client_ip?: string; h5_info?: { type?: string } } | undefined
  if (channel === 'h5' && (!scene?.payer_client_ip || !scene.h5_info?.type)) return badRequest('scene_info required')
  state.transactions.set(body.out_trade_no, {
    appid: body.appid,
    mchid: body.mchid,
    out_trade_no: body.out_trade_no,
    trade_state: 'NOTPAY',
    trade_state_desc: '订单未支付',
    attach: body.attach ?? '',
    payer: body.payer,
    amount: { total: amount.total, currency: 'CNY' }
  })
  const id = crypto.randomBytes(12).toString('hex')
  if (channel === 'jsapi') return [200, { prepay_id: `wx${id}` }]
  if (channel === 'h5') return [200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${id}&package=1` }]
  return [200, { code_url: `weixin://wxpay/bizpayurl?pr=${id}` }]
}

function queryTransaction(state: FakeState, outTradeNo: string, query: URLSearchParams): Answer {
  if (query.get('mchid') !== state.mchid) return badRequest('mchid mismatch')
  const t = state.transactions.get(outTradeNo)
  if (!t) return notFound('ORDER_NOT_EXIST')
  // Like the real API: an unpaid transaction's amount carries only the currency.
  return t.trade_state === 'NOTPAY' ? [200, { ...t, amount: { payer_currency: 'CNY' } }] : [200, t]
}

function closeTransaction(state: FakeState, outTradeNo: string, body: Json): Answer {
  if (body.mchid !== state.mchid) return badRequest('mchid mismatch')
  const t = state.transactions.get(outTradeNo)
  if (!t) return notFound('ORDER_NOT_EXIST')
  if (t.trade_state === 'SUCCESS') return [400, { code: 'ORDERPAID', message: '订单已支付' }]
  t.trade_state = 'CLOSED'
  return [204]
}

function refund(state: FakeState, body: Json): Answer {
  const existing = state.refunds.get(String(body.out_refund_no))
  if (existing) return [200, existing] // out_refund_no is the idempotency key
  const t = state.transactions.get(String(body.out_trade_no))
  if (!t) return notFound('RESOURCE_NOT_EXISTS')
  const amount = body.amount as { refund: number; total: number }
  if (t.trade_state !== 'SUCCESS' && t.trade_state !== 'REFUND') {
    return [400, { code: 'INVALID_REQUEST', message: '订单未支付' }]
  }
  if (amount.total !== (t.amount as { total: number }).total) return badRequest('total does not match')
  const created = {
    refund_id: `5030${crypto.randomInt(1e9)}`,
    out_refund_no: body.out_refund_no,
    transaction_id: t.transaction_id,
    out_trade_no: body.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    create_time: new Date().toISOString(),
    status: 'PROCESSING',
    funds_account: 'AVAILABLE',
    amount: { ...amount, payer_total: amount.total, payer_refund: amount.refund, currency: 'CNY' }
  }
  state.refunds.set(String(body.out_refund_no), created)
  t.trade_state = 'REFUND'
  return [200, created]
}

export function route(state: FakeState, req: { method: string; url: string; body?: Json }): Answer {
  const url = new URL(req.url, 'http://fake')
  const path = url.pathname
  const body = req.body ?? {}
  let m: RegExpExecArray | null
  if (req.method === 'GET' && path === '/v3/certificates') return certificates(state)
  const transfer = transferRoute(state, req.method, path, body)
  if (transfer) return transfer
  if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/(jsapi|native|h5)$/.exec(path))) {
    return prepay(state, m[1]!, body)
  }
  if (req.method === 'GET' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
    return queryTransaction(state, decodeURIComponent(m[1]!), url.searchParams)
  }
  if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
    return closeTransaction(state, decodeURIComponent(m[1]!), body)
  }
  if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(state, body)
  if (req.method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
    const found = state.refunds.get(decodeURIComponent(m[1]!))
    return found ? [200, found] : notFound('RESOURCE_NOT_EXISTS')
  }
  return notFound('NOT_FOUND')
}
