// One JSON call to a WeChat API: a timeout, and `errcode` turned into a WechatApiError (WeChat answers HTTP 200
// with an errcode for its own failures).
import { WechatApiError } from './types'

/** WeChat normally answers in well under a second; a login button must not spin for minutes when it does not. */
const TIMEOUT_MS = 8000

interface WechatAnswer {
  errcode?: number
  errmsg?: string
}

export async function callWechat<T>(api: string, url: URL, body?: object): Promise<T & WechatAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS)
    })
  } catch (err) {
    throw new WechatApiError(api, null, err instanceof Error ? err.message : String(err))
  }
  if (!response.ok) throw new WechatApiError(api, null, `HTTP ${response.status}`)
  const data = (await response.json().catch(() => null)) as (T & WechatAnswer) | null
  if (!data) throw new WechatApiError(api, null, 'answer is not JSON')
  if (data.errcode) throw new WechatApiError(api, data.errcode, data.errmsg ?? '')
  return data
}
