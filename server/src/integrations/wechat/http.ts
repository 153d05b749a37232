// Calls to WeChat's server APIs: a timeout, and `errcode` turned into a WechatApiError (WeChat answers HTTP 200
// with an errcode for its own failures). callWechat is for JSON answers; callWechatForImage for APIs that answer
// an image on success and JSON only on failure (wxacode).
import { WechatApiError } from './types'

/** WeChat normally answers in well under a second; a login button must not spin for minutes when it does not. */
const TIMEOUT_MS = 8000

interface WechatAnswer {
  errcode?: number
  errmsg?: string
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err))

async function send(api: string, url: URL, body?: object): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      // Covers reading the body too: an answer that stalls halfway is aborted as well.
      signal: AbortSignal.timeout(TIMEOUT_MS)
    })
  } catch (err) {
    throw new WechatApiError(api, null, reason(err))
  }
  if (!response.ok) throw new WechatApiError(api, null, `HTTP ${response.status}`)
  return response
}

export async function callWechat<T>(api: string, url: URL, body?: object): Promise<T & WechatAnswer> {
  const response = await send(api, url, body)
  const data = (await response.json().catch(() => null)) as (T & WechatAnswer) | null
  if (!data) throw new WechatApiError(api, null, 'answer is not JSON')
  if (data.errcode) throw new WechatApiError(api, data.errcode, data.errmsg ?? '')
  return data
}

/** The image bytes an API answers on success; its JSON errcode (or anything else that is no image) is an error. */
export async function callWechatForImage(api: string, url: URL, body: object): Promise<Buffer> {
  const response = await send(api, url, body)
  let bytes: Buffer
  try {
    bytes = Buffer.from(await response.arrayBuffer())
  } catch (err) {
    throw new WechatApiError(api, null, reason(err))
  }
  const type = response.headers.get('content-type') ?? ''
  if (type.startsWith('image/') && bytes.length > 0) return bytes
  let data: WechatAnswer | null = null
  try {
    data = JSON.parse(bytes.toString('utf8')) as WechatAnswer
  } catch {
    // not JSON either: reported below without an errcode
  }
  if (data?.errcode) throw new WechatApiError(api, data.errcode, data.errmsg ?? '')
  throw new WechatApiError(api, null, `answer is not an image (${type || 'no content type'})`)
}
