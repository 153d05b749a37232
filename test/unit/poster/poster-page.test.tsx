// 生成海报 end to end inside jsdom: the goods loads, the poster is drawn on the page's canvas node, shown as an
// image, and saved as '<title>.png'. jsdom has no canvas, so the node is a recording fake.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import PosterPage from '@/pages/course/share'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const PNG = 'data:image/png;base64,iVBORw0KGgo='
// The components mock renders <Image> as a bare <img> (no data-* attributes), so the preview is found by class.
const preview = () => waitFor(() => {
  const img = document.querySelector('.poster-page__image')
  if (!img) throw new Error('no poster image yet')
  return img
})
const goods = {
  id: 12, kind: 'course', title: '普拉提/核心 入门', subtitle: '', cover: '/uploads/covers/pilates.jpg', priceFen: 198000,
  originalPriceFen: 258000, cities: [], tags: [], soldCount: 3, description: '', targetAudience: '', discounts: [],
  agreements: [], classes: [], examSessions: [], bundleItems: [], ships: false, onSale: true
}

function fakeCanvas(withContext = true) {
  const texts: string[] = []
  const ctx = {
    font: '', fillStyle: '', strokeStyle: '', lineWidth: 1, textBaseline: '', textAlign: '',
    measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
    fillText: (text: string) => { texts.push(text) },
    fillRect: jest.fn(), drawImage: jest.fn(), beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn(), scale: jest.fn()
  }
  const canvas = {
    width: 300, height: 150,
    getContext: () => (withContext ? ctx : null),
    // The mini-program way to get an image; it "loads" at once here.
    createImage: () => {
      const image = { width: 640, height: 360, onload: null as null | (() => void), onerror: null, _src: '' }
      return Object.defineProperty(image, 'src', { set(value: string) { image._src = value; setTimeout(() => image.onload?.(), 0) } })
    },
    toDataURL: jest.fn(() => PNG)
  }
  mocked.createSelectorQuery.mockImplementation((() => {
    const query = { select: () => query, fields: () => query, exec: (cb?: (res: unknown[]) => void) => cb?.([{ node: canvas }]) }
    return query
  }) as never)
  return { canvas, ctx, texts }
}

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
  mocked.useRouter.mockReturnValue({ params: { id: '12' }, path: '' } as never)
  mocked.request.mockResolvedValue({ statusCode: 200, data: { status: 1, message: '', data: goods } } as never)
})
afterAll(() => mocked.useRouter.mockReturnValue({ params: {}, path: '' } as never))

it('draws the cover, title, prices, product name and QR code at 2x, and previews the PNG', async () => {
  const { canvas, ctx, texts } = fakeCanvas()
  render(<PosterPage />)
  expect((await preview()).getAttribute('src')).toBe(PNG)
  expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/goods/12', method: 'GET' }))
  expect(texts).toEqual(expect.arrayContaining(['普拉提/核心 入门', '¥1,980', '¥2,580', '绿动健身学院']))
  expect(ctx.drawImage).toHaveBeenCalledTimes(1)
  expect(ctx.scale).toHaveBeenCalledWith(2, 2)
  expect(canvas.width).toBe(600)
  expect(canvas.toDataURL).toHaveBeenCalledWith('image/png')
  expect(ctx.fillRect.mock.calls.length).toBeGreaterThan(50) // the QR code's module runs
})

it('saves the poster as a PNG named by the title', async () => {
  fakeCanvas()
  const names: string[] = []
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download) })
  URL.createObjectURL = jest.fn(() => 'blob:poster')
  URL.revokeObjectURL = jest.fn()
  render(<PosterPage />)
  await preview()
  fireEvent.click(screen.getByText('保存海报'))
  await waitFor(() => expect(names).toEqual(['普拉提核心 入门.png']))
  click.mockRestore()
})

it('says the poster could not be drawn, and draws again on retry', async () => {
  fakeCanvas(false)
  render(<PosterPage />)
  expect(await screen.findByText('海报生成失败')).toBeTruthy()
  expect(screen.getByTestId('poster-page').getAttribute('data-status')).toBe('error')
  fakeCanvas(true)
  fireEvent.click(screen.getByText('重试'))
  expect(await preview()).toBeTruthy()
})
