// API tests call the server through the endpoint definitions of types/<ctx>/endpoints, as the app does: the path, its
// parameters, the query and the body come from the definition's types, so a renamed path or field fails the
// type-check instead of a test run. callApi answers the envelope with `data` typed by the definition; callApiRaw
// answers the raw inject response, for tests about HTTP statuses and headers or that send what the contract does
// not allow (a malformed body, an unknown field, a query of the wrong type).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { FieldIssue } from '@contract/envelope'
import type { ErrorCode } from '@contract/errors'
import { fillPath, type BodyOf, type Endpoint, type PathParamsOf, type QueryOf, type ResponseOf } from '@contract/define'

let ipCounter = 0
/** A client IP nobody else used in this process. */
export function freshIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/** The answer in the envelope: a success with the definition's data, or a refusal with a catalogue code. */
export type ApiAnswer<T> =
  | { status: 1; message: string; data: T; code?: undefined; fields?: undefined }
  | { status: 0; message: string; code: ErrorCode; data: null; fields?: FieldIssue[] }

interface Transport {
  /** Sent as x-auth-token. */
  token?: string
  headers?: Record<string, string>
  /**
   * The client IP; by default one nobody else used, so the per-IP rate limits of login and SMS routes only bite
   * in the tests that are about them (which pass the same ip on every call).
   */
  ip?: string
}

/** Path parameters as the definition names them; any, for an endpoint known only as `Endpoint` (a table of them). */
type ParamsPart<E extends Endpoint> = string extends E['path']
  ? { params?: Record<string, string | number> }
  : PathParamsOf<E> extends undefined
    ? { params?: undefined }
    : { params: PathParamsOf<E> }

/** What a call sends, typed by the definition. */
export type ApiRequest<E extends Endpoint> = ParamsPart<E> & Transport & { query?: QueryOf<E>; body?: BodyOf<E> }

/** Values as they would appear in the URL, or the query string itself ('page=abc'). */
type Query = Record<string, string | number | boolean | undefined> | string

/** What a raw call sends: path parameters as the definition names them, anything else as the test likes. */
export type RawApiRequest<E extends Endpoint> = ParamsPart<E> & Transport & {
  query?: Query
  /** An object is sent as JSON; a string or Buffer as it is (with your content-type header). */
  body?: InjectOptions['payload'] | object
}

/** The request argument, optional only when the path has no parameters. */
type RequestArg<R, E extends Endpoint> = string extends E['path'] ? [request?: R] : PathParamsOf<E> extends undefined ? [request?: R] : [request: R]

function queryString(query: Query | undefined): string {
  if (query === undefined) return ''
  if (typeof query === 'string') return query === '' || query.startsWith('?') ? query : `?${query}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The URL a definition answers at, with its parameters filled in and the query appended. */
export function urlOf<E extends Endpoint>(endpoint: E, params?: PathParamsOf<E>, query?: Query): string {
  return fillPath(endpoint.path, params as Record<string, string | number> | undefined) + queryString(query)
}

/** Sends a request to the endpoint and answers the raw response (status, headers, payload). */
export function callApiRaw<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...[request = {} as RawApiRequest<E>]: RequestArg<RawApiRequest<E>, E>
): Promise<LightMyRequestResponse> {
  const { params, query, body, token, headers, ip } = request
  return app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, params as PathParamsOf<E>, query),
    payload: body as InjectOptions['payload'],
    remoteAddress: ip ?? freshIp(),
    headers: { ...(token !== undefined ? { 'x-auth-token': token } : {}), ...headers }
  })
}

/**
 * Sends a request the contract allows and answers the envelope (success or refusal). Anything but HTTP 200 throws:
 * a test that expects another status asks callApiRaw.
 */
export async function callApi<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...[request]: RequestArg<ApiRequest<E>, E>
): Promise<ApiAnswer<ResponseOf<E>>> {
  const res = await callApiRaw(app, endpoint, ...([request] as RequestArg<RawApiRequest<E>, E>))
  if (res.statusCode !== 200) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered HTTP ${res.statusCode} (use callApiRaw to test it): ${res.payload.slice(0, 300)}`)
  }
  return res.json() as ApiAnswer<ResponseOf<E>>
}
