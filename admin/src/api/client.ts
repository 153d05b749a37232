// The console's one request client: every call goes through an endpoint definition of types/<ctx>/endpoints, so the
// path, method and shapes are the ones the server registers. Failures become ApiError, which refine reads as an
// HttpError: `statusCode` (401 signs out), `message` (the server's sentence) and `errors` (each field's reason,
// shown beside the form field).
import type { HttpError } from '@refinedev/core'
import type { Envelope, ErrorCode } from '@contract/envelope'
import { fillPath, type BodyOf, type Endpoint, type PathParamsOf, type QueryOf, type ResponseOf } from '@contract/define'
import { currentLocale, translate } from '../providers/i18n-provider'
import { readToken } from './token'

export class ApiError extends Error implements HttpError {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: ErrorCode,
    readonly errors?: Record<string, string>
  ) {
    super(message)
  }
}

export interface CallInput<E extends Endpoint> {
  params?: PathParamsOf<E>
  query?: QueryOf<E> | Record<string, unknown>
  body?: BodyOf<E>
}

/** Query values as the server reads them: empty, null and undefined are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function fieldErrors(envelope: Envelope<unknown>): Record<string, string> | undefined {
  if (!envelope.fields?.length) return undefined
  return Object.fromEntries(envelope.fields.map((issue) => [issue.field, issue.message]))
}

/** What to say when the answer carries no sentence of its own (a proxy's page, a cut connection), by HTTP status. */
function fallbackMessage(status: number): string {
  if (status === 401) return translate('requestFailed.signIn')
  if (status === 403) return translate('requestFailed.forbidden')
  if (status === 404) return translate('requestFailed.notFound')
  return translate(status >= 500 ? 'requestFailed.server' : 'requestFailed.failed')
}

export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const url = fillPath(endpoint.path, input.params as Record<string, string | number> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined)
  // The server answers refusals in the console's language (field reasons included).
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': currentLocale() }
  const token = readToken()
  if (token) headers['x-auth-token'] = token
  if (input.body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body)
    })
  } catch {
    throw new ApiError(translate('requestFailed.network'), 0)
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<ResponseOf<E>> | null
  if (!envelope) throw new ApiError(fallbackMessage(response.status), response.status)
  if (!response.ok || envelope.status !== 1) {
    const message = envelope.message || fallbackMessage(response.status)
    throw new ApiError(message, response.ok ? 400 : response.status, envelope.code, fieldErrors(envelope))
  }
  return envelope.data as ResponseOf<E>
}
