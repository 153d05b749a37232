// One signed HTTPS call to WeChat Pay API v3: sign the request with the merchant key, bound it with a timeout,
// verify WeChat's signature on every successful response, turn errors into PaymentProviderError.
// Uses node's fetch: nothing else is needed for a handful of JSON calls.
import { PaymentProviderError } from '../errors'
import type { IncomingHeaders } from '../types'
import { authorizationHeader, verifyWechatSignature, type PlatformKeys, type RequestSigner } from './signing'

/** Long enough for WeChat's slow moments, short enough that a payer's tap never hangs. */
export const WECHAT_PAY_TIMEOUT_MS = 10_000

export interface WechatPayHttpOptions {
  apiBase: string
  signer: RequestSigner
  /** Verifies responses; a getter because platform-certificate mode itself needs this client to download keys. */
  platformKeys: () => PlatformKeys
  /** Sent as Wechatpay-Serial in WeChat-Pay-public-key mode, so WeChat signs responses with that key. */
  publicKeyId?: string
  timeoutMs?: number
}

export interface WechatPayResponse {
  status: number
  headers: IncomingHeaders
  rawBody: string
}

export interface CallOptions {
  /** Skip response verification: only for /v3/certificates, which is verified by the keys it delivers. */
  unverified?: boolean
}

export interface WechatPayHttp {
  /** Resolves with the verified response for 2xx; throws PaymentProviderError otherwise. */
  call(method: 'GET' | 'POST', path: string, body?: object, options?: CallOptions): Promise<WechatPayResponse>
}

function headersOf(response: Response): IncomingHeaders {
  const headers: IncomingHeaders = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  return headers
}

function errorFromBody(status: number, rawBody: string): PaymentProviderError {
  let code = 'BAD_RESPONSE'
  let message = `HTTP ${status}`
  try {
    const parsed = JSON.parse(rawBody) as { code?: unknown; message?: unknown }
    if (typeof parsed.code === 'string') code = parsed.code
    if (typeof parsed.message === 'string') message = parsed.message
  } catch {
    // not JSON (a gateway page): keep the generic code
  }
  // 5xx (SYSTEM_ERROR, ...) may or may not have been applied; WeChat says to retry or query.
  return new PaymentProviderError(code, message, status, status >= 500)
}

/** Fetches and reads the whole body under one deadline (a stalled body counts as a timeout too). */
async function send(url: string, init: RequestInit, timeoutMs: number): Promise<WechatPayResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, headers: headersOf(response), rawBody: await response.text() }
  } catch (err) {
    const name = (err as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PaymentProviderError('TIMEOUT', `WeChat Pay did not answer within ${timeoutMs} ms`, undefined, true)
    }
    throw new PaymentProviderError('NETWORK', `cannot reach WeChat Pay: ${(err as Error).message}`, undefined, true)
  }
}

export function createWechatPayHttp(options: WechatPayHttpOptions): WechatPayHttp {
  const base = options.apiBase.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? WECHAT_PAY_TIMEOUT_MS
  return {
    async call(method, path, body, callOptions = {}) {
      const payload = body === undefined ? '' : JSON.stringify(body)
      const headers: Record<string, string> = {
        accept: 'application/json',
        'user-agent': 'fitedu-server wechatpay-v3',
        authorization: authorizationHeader(options.signer, method, path, payload)
      }
      if (payload) headers['content-type'] = 'application/json'
      if (options.publicKeyId) headers['wechatpay-serial'] = options.publicKeyId
      const response = await send(base + path, { method, headers, body: payload || undefined }, timeoutMs)
      if (response.status < 200 || response.status >= 300) throw errorFromBody(response.status, response.rawBody)
      if (!callOptions.unverified) {
        await verifyWechatSignature(response.headers, response.rawBody, options.platformKeys())
      }
      return response
    }
  }
}

/** Parses a verified JSON body; an empty or non-JSON body where JSON is expected is a provider fault. */
export function jsonBody(response: WechatPayResponse): unknown {
  try {
    return JSON.parse(response.rawBody)
  } catch {
    throw new PaymentProviderError('BAD_RESPONSE', 'WeChat Pay answered with a body that is not JSON', response.status)
  }
}
