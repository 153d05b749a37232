// The console's request client: envelopes become data or refine HttpErrors with the server's sentence, the
// status refine signs out on, and each field's reason for the form.
import { ApiError, call, queryString } from '../../../admin/src/api/client'
import { saveToken, clearToken } from '../../../admin/src/api/token'
import { define } from '../../../types/define'

const getThing = define<{ query: { page?: number; keyword?: string }; response: { id: number } }>()({
  method: 'GET', path: '/api/admin/things/:id', access: { roles: ['admin'] }, summary: 'test'
})
const saveThing = define<{ body: { title: string }; response: { id: number } }>()({
  method: 'PUT', path: '/api/admin/things/:id', access: { roles: ['admin'] }, summary: 'test'
})

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body })
}

afterEach(() => {
  clearToken()
  jest.restoreAllMocks()
})

describe('queryString', () => {
  it('leaves out empty values so an empty filter means no filter', () => {
    expect(queryString({ page: 1, keyword: '', status: undefined, userId: null, kind: 'course' })).toBe('?page=1&kind=course')
    expect(queryString({})).toBe('')
  })
})

describe('call', () => {
  it('fills the path, sends the token and answers the data', async () => {
    const fetchMock = answer(200, { status: 1, message: '', data: { id: 7 } })
    global.fetch = fetchMock as unknown as typeof fetch
    saveToken('tok-1')
    await expect(call(getThing, { params: { id: 7 }, query: { page: 2, keyword: '瑜伽' } })).resolves.toEqual({ id: 7 })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/admin/things/7?page=2&keyword=%E7%91%9C%E4%BC%BD')
    expect(init.headers['x-auth-token']).toBe('tok-1')
    expect(init.body).toBeUndefined()
  })

  it("turns a refusal into an error with the server's sentence and each field's reason", async () => {
    global.fetch = answer(200, {
      status: 0, code: 'VALIDATION', message: '标题不能为空', data: null,
      fields: [{ field: 'title', message: '标题不能为空' }]
    }) as unknown as typeof fetch
    const error = await call(saveThing, { params: { id: 1 }, body: { title: '' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: '标题不能为空', statusCode: 400, code: 'VALIDATION', errors: { title: '标题不能为空' } })
  })

  it('keeps 401 and 403 so refine signs out or says no permission', async () => {
    global.fetch = answer(401, { status: 0, code: 'UNAUTHENTICATED', message: '请先登录', data: null }) as unknown as typeof fetch
    await expect(call(getThing, { params: { id: 1 } })).rejects.toMatchObject({ statusCode: 401, message: '请先登录' })
    global.fetch = answer(403, null) as unknown as typeof fetch
    await expect(call(getThing, { params: { id: 1 } })).rejects.toMatchObject({ statusCode: 403, message: '没有权限进行此操作' })
  })

  it('says the network failed instead of throwing a TypeError', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch
    await expect(call(getThing, { params: { id: 1 } })).rejects.toMatchObject({ statusCode: 0, message: '网络连接失败，请检查网络后重试' })
  })
})
