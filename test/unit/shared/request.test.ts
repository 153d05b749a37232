// The request layer against every row of product rules §8's error catalogue, plus the request shape of product rules §7.
import Taro from '@tarojs/taro'
import { define } from '@contract/define'
import { BusinessRefusal, call, onBusinessMessage, request, get, RequestError, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from '@/shared/request'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const answer = (statusCode: number, data: unknown) => mocked.request.mockResolvedValueOnce({ statusCode, data } as never)
const settledWithin = async (p: Promise<unknown>, ms = 20) =>
  Promise.race([p.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), ms))])

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/entry/mine' }] as never)
})

describe('request shape (product rules §7)', () => {
  it('posts JSON by default with the stored token in x-auth-token and a 600000 ms timeout', async () => {
    mocked.setStorageSync('token', 'abc')
    answer(200, { status: 1, message: '', data: { ok: true } })
    await request('/api/thing', { a: 1 })
    expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({
      url: '/api/thing', method: 'POST', data: { a: 1 }, dataType: 'json', timeout: REQUEST_TIMEOUT_MS,
      header: expect.objectContaining({ 'x-auth-token': 'abc', 'content-type': 'application/json' })
    }))
    expect(REQUEST_TIMEOUT_MS).toBe(600000)
  })

  it('sends an empty x-auth-token when logged out', async () => {
    answer(200, { status: 1, message: '', data: null })
    await request('/api/thing')
    expect(mocked.request.mock.calls[0][0].header).toEqual(expect.objectContaining({ 'x-auth-token': '' }))
  })

  it('sends GET data for the query string, without empty values', async () => {
    answer(200, { status: 1, message: '', data: [] })
    await get('/api/address', { page: 2, size: 10, keyword: undefined, city: null })
    expect(mocked.request.mock.calls[0][0]).toEqual(expect.objectContaining({ method: 'GET', data: { page: 2, size: 10 } }))
  })
})

describe('error catalogue (product rules §8)', () => {
  it('resolves with data on status 200 and a truthy status', async () => {
    answer(200, { status: 1, message: '', data: { id: 7 } })
    await expect(request('/api/x')).resolves.toEqual({ id: 7 })
  })

  it.each([401, 403])('goes to the bind-phone page on HTTP %i and rejects as handled', async (code) => {
    answer(code, { status: 0, message: 'no' })
    await expect(request('/api/x')).rejects.toEqual(new RequestError('auth', code))
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/boot/bindPhone' })
    expect(mocked.showToast).not.toHaveBeenCalled()
  })

  it('forgets the session on 401 but not on 403', async () => {
    const forget = jest.fn()
    setUnauthorizedHandler(forget)
    answer(403, {})
    await request('/api/x').catch(() => {})
    expect(forget).not.toHaveBeenCalled()
    answer(401, {})
    await request('/api/x').catch(() => {})
    expect(forget).toHaveBeenCalledTimes(1)
  })

  it('does not open the login page again when already on it', async () => {
    mocked.getCurrentPages.mockReturnValue([{ route: 'pages/boot/bindPhone' }] as never)
    answer(401, {})
    await request('/api/x').catch(() => {})
    expect(mocked.navigateTo).not.toHaveBeenCalled()
  })

  it.each([404, 500, 502])('toasts 服务器出了一些问题~ for 3000 ms with no icon on HTTP %i', async (code) => {
    answer(code, { status: 0, message: 'boom' })
    await expect(request('/api/x')).rejects.toEqual(new RequestError('server', code))
    expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '服务器出了一些问题~', duration: 3000, icon: 'none' }))
  })

  it('shows a modal with the message, confirm 确认, no cancel, and never resolves', async () => {
    const listener = jest.fn()
    const stop = onBusinessMessage(listener)
    answer(200, { status: 0, message: '优惠券已过期', code: 'COUPON_EXPIRED', data: null })
    const call = request('/api/x')
    expect(await settledWithin(call)).toBe('pending')
    expect(mocked.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '优惠券已过期', showCancel: false, confirmText: '确认' }))
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })

  it('rejects with a BusinessRefusal, without the modal, for a code the caller handles itself', async () => {
    const listener = jest.fn()
    const stop = onBusinessMessage(listener)
    answer(200, { status: 0, message: '小程序码未配置', code: 'NOT_CONFIGURED', data: null })
    await expect(get('/api/x', undefined, { handles: ['NOT_CONFIGURED'] })).rejects.toEqual(new BusinessRefusal('NOT_CONFIGURED', '小程序码未配置'))
    expect(mocked.showModal).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
    // Any other code still gets the modal.
    answer(200, { status: 0, message: '小程序码生成失败，请稍后重试', code: 'WECHAT_UNAVAILABLE', data: null })
    expect(await settledWithin(get('/api/x', undefined, { handles: ['NOT_CONFIGURED'] }))).toBe('pending')
    expect(mocked.showModal).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hands the VALIDATION field list to a caller that handles it', async () => {
    const fields = [{ field: 'title', message: '请填写发票抬头' }]
    answer(200, { status: 0, message: '请填写发票抬头', code: 'VALIDATION', data: null, fields })
    const refusal = await get('/api/x', undefined, { handles: ['VALIDATION'] }).catch((e: BusinessRefusal) => e)
    expect(refusal).toBeInstanceOf(BusinessRefusal)
    expect((refusal as BusinessRefusal).fields).toEqual(fields)
  })

  it.each([
    [401, { status: 0, message: '请先登录' }, 'auth'],
    [500, 'boom', 'server'],
    [200, { status: 0, message: '订单不存在', code: 'NOT_FOUND', data: null }, 'server']
  ])('a quiet read rejects on %i without a toast, a modal or the login page', async (code, body, kind) => {
    const forget = jest.fn()
    setUnauthorizedHandler(forget)
    answer(code, body)
    await expect(get('/api/x', undefined, { quiet: true })).rejects.toEqual(new RequestError(kind as 'auth' | 'server', code))
    expect(mocked.showToast).not.toHaveBeenCalled()
    expect(mocked.showModal).not.toHaveBeenCalled()
    expect(mocked.navigateTo).not.toHaveBeenCalled()
    expect(mocked.redirectTo).not.toHaveBeenCalled()
    expect(forget).not.toHaveBeenCalled()
  })

  it('resolves normally when status is falsy but the message is empty', async () => {
    answer(200, { status: 0, message: '', data: { partial: true } })
    await expect(request('/api/x')).resolves.toEqual({ partial: true })
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('rejects on network failure and shows nothing', async () => {
    mocked.request.mockRejectedValueOnce(new Error('request:fail'))
    await expect(request('/api/x')).rejects.toEqual(new RequestError('network'))
    expect(mocked.showToast).not.toHaveBeenCalled()
    expect(mocked.showModal).not.toHaveBeenCalled()
    expect(mocked.navigateTo).not.toHaveBeenCalled()
  })
})

describe('calls that need a signed-in user, without a token', () => {
  const mine = define<{ response: number }>()({ method: 'GET', path: '/api/mine', access: 'user', summary: 'x' })
  const open = define<{ response: number }>()({ method: 'GET', path: '/api/open', access: 'optional', summary: 'x' })

  it('are not sent, and open the login page from a page that does not need sign-in', async () => {
    await expect(call(mine)).rejects.toEqual(new RequestError('auth', 401))
    expect(mocked.request).not.toHaveBeenCalled()
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/boot/bindPhone' })
  })

  it('leave the navigation to the sign-in gate on a page whose route needs sign-in', async () => {
    mocked.getCurrentPages.mockReturnValue([{ route: 'pages/mine/orderList' }] as never)
    await expect(call(mine)).rejects.toEqual(new RequestError('auth', 401))
    expect(mocked.request).not.toHaveBeenCalled()
    expect(mocked.navigateTo).not.toHaveBeenCalled()
  })

  it('stay quiet when the caller asked for it', async () => {
    await expect(call(mine, undefined, { quiet: true })).rejects.toEqual(new RequestError('auth', 401))
    expect(mocked.navigateTo).not.toHaveBeenCalled()
  })

  it('go out as before with a token, and optional ones go out without', async () => {
    answer(200, { status: 1, message: '', data: 1 })
    await expect(call(open)).resolves.toBe(1)
    mocked.setStorageSync('token', 'abc')
    answer(200, { status: 1, message: '', data: 2 })
    await expect(call(mine)).resolves.toBe(2)
  })
})
