// Calls the server's API directly from an e2e test (to set up orders, or check what a page did), in the envelope
// every endpoint answers with: the data when status is 1, an error naming the path otherwise.
export interface ApiInit { method?: string; body?: unknown; token?: string }

export async function callApi<T>(baseUrl: string, path: string, init: ApiInit = {}): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', 'x-auth-token': init.token ?? '' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body)
  })
  const json = await res.json()
  if (json.status !== 1) throw new Error(`${path}: ${json.message}`)
  return json.data
}
