// Calls an endpoint from an e2e test through its definition (types/<ctx>/*-endpoints.ts), so the path, the input and
// the answer's type come from the contract, never from a typed URL: to set the stage (a session starting now, a
// leave request) or to act as another person (the learner checking in) while the browser shows someone else.
import { fillPath, type BodyOf, type Endpoint, type PathParamsOf, type QueryOf, type ResponseOf } from '@contract/define'
import { baseUrl } from './browser'

interface Input<E extends Endpoint> {
  params?: PathParamsOf<E>
  query?: QueryOf<E>
  body?: BodyOf<E>
  token?: string
}

export async function viaContract<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<ResponseOf<E>> {
  let url = baseUrl() + fillPath(endpoint.path, input.params as Record<string, string | number> | undefined)
  if (input.query) {
    const entries = Object.entries(input.query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])
    url += `?${new URLSearchParams(entries)}`
  }
  const res = await fetch(url, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', 'x-auth-token': input.token ?? '' },
    body: endpoint.method === 'GET' || input.body === undefined ? undefined : JSON.stringify(input.body)
  })
  const json = await res.json()
  if (json.status !== 1) throw new Error(`${endpoint.method} ${endpoint.path}: ${json.message}`)
  return json.data as ResponseOf<E>
}
