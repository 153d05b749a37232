// Answers the app's requests by method and path, like the server would, for page tests.
import Taro from '@tarojs/taro'

const mocked = Taro as jest.Mocked<typeof Taro>

export const paged = <T>(list: T[]) => ({ list, total: list.length, page: 1, size: 10 })
const ok = (data: unknown) => ({ statusCode: 200, data: { status: 1, message: '', data } })

/** Each key is 'METHOD /path'; a request nobody answers fails, so a test sees calls it did not expect. */
export function serve(routes: Record<string, (data: Record<string, unknown>) => unknown>) {
  mocked.request.mockImplementation(((opts: { url: string; method: string; data: Record<string, unknown> }) => {
    const key = `${opts.method} ${opts.url}`
    const handler = routes[key]
    if (!handler) return Promise.reject(new Error(`unexpected ${key}`))
    return Promise.resolve(ok(handler(opts.data)))
  }) as never)
}
