// 生成海报 in the mini-program: the poster carries the mini-program code the server made (drawn as an image into
// the code box), and a failure to make it is the poster's error state, whose retry asks the server again.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import PosterPage from '@/pages/course/share'

const mocked = Taro as jest.Mocked<typeof Taro>
const CODE_PATH = '/uploads/2026/03/4b8f0c1e-0000-4000-8000-000000000000.png'
const goods = {
  id: 12, kind: 'course', title: '普拉提/核心 入门', subtitle: '', cover: '/uploads/covers/pilates.jpg', priceFen: 198000,
  originalPriceFen: 258000, cities: [], tags: [], soldCount: 3, description: '', targetAudience: '', discounts: [],
  agreements: [], classes: [], examSessions: [], bundleItems: [], ships: false, onSale: true
}
const ok = (data: unknown) => ({ statusCode: 200, data: { status: 1, message: '', data } })
const refused = (code: string, message: string) => ({ statusCode: 200, data: { status: 0, message, code, data: null } })

/** Answers by path: the goods, and the mini-program code (or whatever `code()` says). */
function server(code: () => unknown) {
  mocked.request.mockImplementation((({ url }: { url: string }) =>
    Promise.resolve(url.endsWith('/mini-code') ? code() : ok(goods))) as never)
}

function fakeCanvas() {
  const texts: string[] = []
  const ctx = {
    font: '', fillStyle: '', strokeStyle: '', lineWidth: 1, textBaseline: '', textAlign: '',
    measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
    fillText: (text: string) => { texts.push(text) },
    fillRect: jest.fn(), drawImage: jest.fn(), beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn(), scale: jest.fn()
  }
  const canvas = {
    width: 300, height: 150,
    getContext: () => ctx,
    createImage: () => {
      const image = { width: 280, height: 280, onload: null as null | (() => void), onerror: null, src: '', _src: '' }
      return Object.defineProperty(image, 'src', {
        get: () => image._src,
        set(value: string) { image._src = value; setTimeout(() => image.onload?.(), 0) }
      })
    }
  }
  mocked.createSelectorQuery.mockImplementation((() => {
    const query = { select: () => query, fields: () => query, exec: (cb?: (res: unknown[]) => void) => cb?.([{ node: canvas }]) }
    return query
  }) as never)
  return { ctx, texts }
}

const preview = () => waitFor(() => {
  const img = document.querySelector('.poster-page__image')
  if (!img) throw new Error('no poster image yet')
  return img
})

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
  process.env.TARO_ENV = 'weapp'
  process.env.TARO_APP_API_HOST = 'https://api.example.com'
  mocked.useRouter.mockReturnValue({ params: { id: '12' }, path: '' } as never)
})
afterEach(() => {
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_HOST = ''
})
afterAll(() => mocked.useRouter.mockReturnValue({ params: {}, path: '' } as never))

// NutUI's Loading picks a -webkit-mask style under TARO_ENV=weapp, which React DOM (jsdom) warns about; only that
// warning is muted.
const consoleError = console.error
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Unsupported style property')) return
    consoleError(...args)
  })
})
afterAll(() => jest.restoreAllMocks())

it('draws the mini-program code into the code box and says how to open it', async () => {
  const { ctx, texts } = fakeCanvas()
  server(() => ok({ url: CODE_PATH }))
  render(<PosterPage />)
  expect((await preview()).getAttribute('src')).toBe('wxfile://tmp/poster.png')
  const [coverCall, codeCall] = ctx.drawImage.mock.calls
  expect(coverCall[0].src).toBe('https://api.example.com/uploads/covers/pilates.jpg')
  expect(codeCall[0].src).toBe(`https://api.example.com${CODE_PATH}`)
  expect(codeCall.slice(1)).toEqual([196, expect.any(Number), 88, 88])
  expect(texts.join('')).toContain('小程序码')
  expect(ctx.fillRect.mock.calls.length).toBeLessThan(10) // no QR modules
})

it('draws a QR code instead when the server has no mini-program configured', async () => {
  const { ctx } = fakeCanvas()
  server(() => refused('NOT_CONFIGURED', '小程序码未配置'))
  render(<PosterPage />)
  await preview()
  expect(mocked.showModal).not.toHaveBeenCalled()
  expect(ctx.drawImage).toHaveBeenCalledTimes(1) // the cover only
  expect(ctx.fillRect.mock.calls.length).toBeGreaterThan(50)
})

it('shows the poster error state when WeChat fails, and asks again on retry', async () => {
  fakeCanvas()
  let fail = true
  server(() => (fail ? refused('WECHAT_UNAVAILABLE', '小程序码生成失败，请稍后重试') : ok({ url: CODE_PATH })))
  render(<PosterPage />)
  expect(await screen.findByText('海报生成失败')).toBeTruthy()
  expect(mocked.showModal).not.toHaveBeenCalled() // the error state with retry says it; no modal on top
  expect(screen.getByTestId('poster-page').getAttribute('data-status')).toBe('error')
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await preview()).toBeTruthy()
  const codeCalls = mocked.request.mock.calls.filter(([options]) => (options as { url: string }).url.endsWith('/mini-code'))
  expect(codeCalls).toHaveLength(2)
})
