// The poster's code box: which code each platform gets (H5 QR, mini-program code, and the QR fallback when the
// server has no mini-program configured), and how drawPoster fills the box with a QR matrix or an image.
import Taro from '@tarojs/taro'
import { drawPoster, layoutPoster, type CodeAsset } from '@/features/poster/draw-poster'
import { posterCode } from '@/features/poster/poster-code'
import { qrMatrix } from '@/features/poster/qr-matrix'
import { RequestError } from '@/shared/request'

const mocked = Taro as jest.Mocked<typeof Taro>
const answer = (data: unknown) => mocked.request.mockResolvedValueOnce({ statusCode: 200, data } as never)

function platform(env: 'h5' | 'weapp', apiHost = '') {
  process.env.TARO_ENV = env
  process.env.TARO_APP_API_HOST = apiHost
}

beforeEach(() => jest.clearAllMocks())
afterEach(() => platform('h5'))

describe('posterCode', () => {
  it('gives H5 a QR code of the goods page on this site, without asking the server', async () => {
    platform('h5')
    await expect(posterCode(12)).resolves.toEqual({ kind: 'qr', text: `${location.origin}/pages/course/courseDetail?id=12` })
    expect(mocked.request).not.toHaveBeenCalled()
  })

  it('gives the mini-program the code the server made, on the static-assets base', async () => {
    platform('weapp', 'https://api.example.com')
    answer({ status: 1, message: '', data: { url: '/uploads/2026/03/4b8f0c1e-0000-4000-8000-000000000000.png' } })
    await expect(posterCode(12)).resolves.toEqual({
      kind: 'image', src: 'https://api.example.com/uploads/2026/03/4b8f0c1e-0000-4000-8000-000000000000.png'
    })
    expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://api.example.com/api/goods/12/mini-code', method: 'GET' }))
  })

  it('falls back to a QR code of the H5 page on the API host when no mini-program is configured, silently', async () => {
    platform('weapp', 'https://api.example.com')
    answer({ status: 0, message: '小程序码未配置', code: 'NOT_CONFIGURED', data: null })
    await expect(posterCode(12)).resolves.toEqual({ kind: 'qr', text: 'https://api.example.com/pages/course/courseDetail?id=12' })
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('falls back to the bare page path when the build has no API host either', async () => {
    platform('weapp', '')
    answer({ status: 0, message: '小程序码未配置', code: 'NOT_CONFIGURED', data: null })
    await expect(posterCode(12)).resolves.toEqual({ kind: 'qr', text: '/pages/course/courseDetail?id=12' })
  })

  it('rejects without a modal when WeChat failed, so the poster shows its error state with retry', async () => {
    platform('weapp', 'https://api.example.com')
    answer({ status: 0, message: '小程序码生成失败，请稍后重试', code: 'WECHAT_UNAVAILABLE', data: null })
    await expect(posterCode(12)).rejects.toMatchObject({ code: 'WECHAT_UNAVAILABLE' })
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('falls back to the H5 link for goods taken off sale before their code was made', async () => {
    platform('weapp', 'https://api.example.com')
    answer({ status: 0, message: '商品已下架', code: 'GOODS_OFF_SALE', data: null })
    await expect(posterCode(12)).resolves.toEqual({ kind: 'qr', text: 'https://api.example.com/pages/course/courseDetail?id=12' })
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('rejects on a network failure', async () => {
    platform('weapp', 'https://api.example.com')
    mocked.request.mockRejectedValueOnce(new Error('request:fail'))
    await expect(posterCode(12)).rejects.toEqual(new RequestError('network'))
  })
})

describe('drawing the code box', () => {
  const measure = (text: string) => Array.from(text).length * 10
  const layout = layoutPoster({ title: '普拉提入门', price: '¥1980', originalPrice: '', brand: '绿动健身学院', hint: '扫码查看' }, measure)

  function fakeContext() {
    return {
      font: '', fillStyle: '', strokeStyle: '', lineWidth: 1, textBaseline: '', textAlign: '',
      fillRect: jest.fn(), fillText: jest.fn(), drawImage: jest.fn(), beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn()
    } as unknown as CanvasRenderingContext2D & Record<'fillRect' | 'drawImage', jest.Mock>
  }
  const draw = (code: CodeAsset) => {
    const ctx = fakeContext()
    drawPoster(ctx, layout, { cover: null, code, scale: 2 })
    return ctx
  }
  const { x, y, width, height } = layout.code

  it('draws a mini-program code image into the whole square box, on a white ground', () => {
    const image = { width: 280, height: 280 } as unknown as CanvasImageSource
    const ctx = draw({ kind: 'image', image })
    expect(ctx.drawImage).toHaveBeenCalledTimes(1)
    expect(ctx.drawImage).toHaveBeenCalledWith(image, x, y, width, height)
    expect(width).toBe(height)
    expect(ctx.fillRect).toHaveBeenCalledWith(x, y, width, height)
    // Background, cover placeholder and the box: no QR modules are painted.
    expect(ctx.fillRect).toHaveBeenCalledTimes(3)
  })

  it('paints QR modules inside the box and draws no image for it', () => {
    const ctx = draw({ kind: 'qr', matrix: qrMatrix('https://example.com/pages/course/courseDetail?id=12') })
    expect(ctx.drawImage).not.toHaveBeenCalled()
    const modules = ctx.fillRect.mock.calls.slice(3)
    expect(modules.length).toBeGreaterThan(50)
    for (const [mx, my, mw, mh] of modules) {
      expect(mx).toBeGreaterThanOrEqual(x)
      expect(my).toBeGreaterThanOrEqual(y)
      expect(mx + mw).toBeLessThanOrEqual(x + width + 1e-9)
      expect(my + mh).toBeLessThanOrEqual(y + height + 1e-9)
    }
  })
})
