// The ONE request client (product rules §7, §8). Every feature api.ts calls the server through these functions.
import Taro from '@tarojs/taro'
import type { Envelope, ErrorCode, FieldIssue } from '@contract/envelope'
import { fillPath, type BodyOf, type Endpoint, type PathParamsOf, type QueryOf, type ResponseOf } from '@contract/define'
import { i18n, t } from './i18n'
import { sendChunked, type ChunkedAnswer } from './platform/chunked-request'
import { newRequestId } from './request-id'
import { LOGIN_PATH, needsSignIn } from './routes'
import { MODAL_CONFIRM_COLOR } from './confirm'
import { showErrorToast } from './toast'
import { Utf8StreamDecoder } from './utf8-decoder'

export const REQUEST_TIMEOUT_MS = 600000 // product rules §9
export const TOKEN_STORAGE_KEY = 'token'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /**
   * Business codes the caller handles itself (e.g. a fallback when a feature is not configured): they reject with
   * a BusinessRefusal instead of the product rules §8 modal. Every other refusal still gets the modal.
   */
  handles?: readonly ErrorCode[]
  /**
   * A background read the user did not ask for (a badge count): any failure rejects with a RequestError and
   * nothing is shown and nobody is redirected; the call the page depends on reports problems once.
   */
  quiet?: boolean
  /**
   * A public read whose answer is the same for everyone (the home page's): sent without the token, so the browser
   * may keep the answer (the server marks anything asked with a token no-store).
   */
  anonymous?: boolean
}

/** Why a call rejected after the layer already told the user (or redirected); callers only stop spinners. */
export class RequestError extends Error {
  constructor(readonly kind: 'auth' | 'server' | 'network', readonly statusCode?: number) {
    super(`request failed: ${kind}${statusCode ? ' ' + statusCode : ''}`)
  }
}

/** A business refusal with a code the caller said it handles (RequestOptions.handles); nothing was shown. */
export class BusinessRefusal extends Error {
  /** VALIDATION: each field's problem, for a form to show beside the field ([] otherwise). */
  constructor(readonly code: ErrorCode, message: string, readonly fields: readonly FieldIssue[] = []) {
    super(message)
    this.name = 'BusinessRefusal'
  }
}

/** Build-time API host; empty means same origin (the H5 site served by our own server). */
export function apiHost(): string {
  return process.env.TARO_APP_API_HOST || ''
}

export function apiUrl(path: string): string {
  return apiHost() + path
}

let onUnauthorized: () => void = () => {}
/** The session store registers what to forget when the server says the token is no longer valid. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

export function storedToken(): string {
  const token = Taro.getStorageSync(TOKEN_STORAGE_KEY)
  return typeof token === 'string' ? token : ''
}

let redirectingToLogin = false
/** Opens the login page over the current one, once however many callers ask at the same moment. */
export function goToLogin() {
  // Several calls can fail with 401 at once; open the login page only once.
  if (redirectingToLogin) return
  const pages = Taro.getCurrentPages()
  const current = pages[pages.length - 1]?.route ?? ''
  if ('/' + current.replace(/^\//, '') === LOGIN_PATH) return
  redirectingToLogin = true
  Taro.navigateTo({ url: LOGIN_PATH }).finally(() => { redirectingToLogin = false })
}

/** Drops undefined and null so a GET query never carries 'x=undefined'. */
function withoutEmpty(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null))
}

type Listener = () => void
const businessMessageListeners = new Set<Listener>()
/**
 * A call answered with a business message never settles (product rules §8), so whoever shows a busy state listens
 * here to know the call is over. Returns the unsubscribe function.
 */
export function onBusinessMessage(listener: Listener): () => void {
  businessMessageListeners.add(listener)
  return () => businessMessageListeners.delete(listener)
}

/** A promise that never settles: product rules §8 says a call answered with a business message does not resolve. */
const never = <T>() => new Promise<T>(() => {})

export async function request<T>(path: string, data?: unknown, method: Method = 'POST', options: RequestOptions = {}): Promise<T> {
  let response: Taro.request.SuccessCallbackResult<Envelope<T>>
  try {
    response = await Taro.request<Envelope<T>>({
      url: apiUrl(path),
      method,
      data: (method === 'GET' ? withoutEmpty(data) : data) as Taro.request.Option['data'],
      dataType: 'json',
      // x-locale: the server answers content in the reader's script (Traditional for zh-Hant).
      header: { 'content-type': 'application/json', 'x-auth-token': options.anonymous ? '' : storedToken(), 'x-locale': i18n.locale },
      timeout: REQUEST_TIMEOUT_MS
    })
  } catch {
    throw new RequestError('network') // product rules §8: network failure rejects, nothing shown
  }
  return settle<T>(response.statusCode, response.data, options)
}

/** Applies product rules §8 to an HTTP answer; shared by JSON calls and file uploads. */
export async function settle<T>(statusCode: number, body: Envelope<T> | undefined, options: RequestOptions = {}): Promise<T> {
  if (options.quiet && (statusCode !== 200 || !body?.status)) {
    throw new RequestError(statusCode === 401 || statusCode === 403 ? 'auth' : 'server', statusCode)
  }
  if (statusCode === 401 || statusCode === 403) {
    if (statusCode === 401) onUnauthorized()
    goToLogin()
    throw new RequestError('auth', statusCode)
  }
  if (statusCode !== 200) {
    void showErrorToast() // product rules §8: 服务器出了一些问题~ for 3000 ms, no icon
    throw new RequestError('server', statusCode)
  }
  if (body && !body.status && body.message) {
    if (body.code && options.handles?.includes(body.code)) throw new BusinessRefusal(body.code, body.message, body.fields ?? [])
    businessMessageListeners.forEach((listener) => listener())
    await Taro.showModal({ title: '', content: body.message, showCancel: false, confirmText: t('common.action.confirm'), confirmColor: MODAL_CONFIRM_COLOR })
    return never<T>()
  }
  return (body?.data ?? null) as T
}

/** GET with the data in the query string (Taro serialises GET data into the URL). */
export const get = <T>(path: string, query?: object, options?: RequestOptions) => request<T>(path, query, 'GET', options)
export const post = <T>(path: string, body?: object, options?: RequestOptions) => request<T>(path, body, 'POST', options)
export const put = <T>(path: string, body?: object) => request<T>(path, body, 'PUT')
export const del = <T>(path: string, body?: object) => request<T>(path, body, 'DELETE')

/** What `call` takes for an endpoint: its path parameters, query and body, each only when the endpoint has it. */
export type CallInput<E extends Endpoint> = (PathParamsOf<E> extends undefined ? unknown : { params: PathParamsOf<E> }) &
  (QueryOf<E> extends object ? { query: QueryOf<E> } : unknown) &
  (BodyOf<E> extends object ? { body: BodyOf<E> } : unknown)

type CallArgs<E extends Endpoint> = object extends CallInput<E>
  ? [input?: CallInput<E>, options?: RequestOptions]
  : [input: CallInput<E>, options?: RequestOptions]

/**
 * Calls an endpoint defined in types/<ctx>/endpoints: the path, method and types come from the one definition the
 * server registers its route from. `call(getGoods, { params: { id } })`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ResponseOf<E>> {
  if (needsUserWithoutToken(endpoint, options)) return Promise.reject(signedOutRefusal(options))
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: object }
  const url = fillPath(endpoint.path, parts.params)
  const data = endpoint.method === 'GET' ? parts.query : parts.body
  return request<ResponseOf<E>>(url, data, endpoint.method, options)
}

const needsUserWithoutToken = (endpoint: Endpoint, options?: RequestOptions) =>
  endpoint.access !== 'public' && endpoint.access !== 'optional' && !options?.anonymous && !storedToken()

/**
 * A call that needs a signed-in user is not sent without a token: the server would only answer 401. On a page whose
 * route says signIn the sign-in gate has already opened the login page (or, when the visitor closed it, is taking
 * them back past the page), so opening it again here would stack a second login page; elsewhere this opens it,
 * unless the call is quiet (as the server's 401 would).
 */
function signedOutRefusal(options?: RequestOptions): RequestError {
  const pages = Taro.getCurrentPages()
  if (!options?.quiet && !needsSignIn(pages[pages.length - 1]?.route ?? '')) goToLogin()
  return new RequestError('auth', 401)
}

/** A streamed call in progress: `done` settles when the stream has ended; `abort` closes it (the server stops). */
export interface StreamCall {
  done: Promise<void>
  abort: () => void
}

const isNdjson = (answer: ChunkedAnswer) => answer.statusCode === 200 && answer.contentType.includes('application/x-ndjson')

/**
 * Calls an endpoint that streams NDJSON (one event a line, see types/content/assistant-endpoints.ts) and hands each event
 * over as it arrives. Same headers as `call()` (token, JSON) plus a request id for the server's log; an answer
 * that is not a stream (401, a refusal, an outage) goes through the same product rules §8 handling as every call.
 */
export function callStream<E extends Endpoint>(endpoint: E, input: CallInput<E>, onEvent: (event: ResponseOf<E>) => void,
  options: RequestOptions = {}): StreamCall {
  const parts = input as { params?: Record<string, string | number>; body?: object }
  const decoder = new Utf8StreamDecoder()
  const held: Uint8Array[] = []
  let streaming = false
  let text = ''
  const deliver = (final: boolean) => {
    const lines = text.split('\n')
    text = final ? '' : lines.pop() ?? ''
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as ResponseOf<E>)
  }
  const task = sendChunked({
    url: apiUrl(fillPath(endpoint.path, parts.params)),
    method: endpoint.method === 'GET' ? 'GET' : 'POST',
    header: { 'content-type': 'application/json', 'x-auth-token': storedToken(), 'x-request-id': newRequestId() },
    body: JSON.stringify(parts.body ?? {}),
    onHeaders: (answer) => { streaming = isNdjson(answer) },
    onChunk: (bytes) => {
      if (!streaming) return void held.push(bytes)
      text += decoder.decode(bytes)
      deliver(false)
    }
  })
  const done = task.done.then(async (answer) => {
    // Without a headers callback everything was held: decode it now.
    for (const bytes of held.splice(0)) text += decoder.decode(bytes)
    text += decoder.end()
    if (isNdjson(answer)) return deliver(true)
    let body: Envelope<unknown> | undefined
    try {
      body = JSON.parse(text) as Envelope<unknown>
    } catch {
      body = undefined
    }
    await settle(answer.statusCode, body, options)
  }, () => {
    throw new RequestError('network')
  })
  return { done, abort: task.abort }
}
