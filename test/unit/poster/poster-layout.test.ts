// The poster's pure parts: title wrapping, the layout, the cover crop and the QR code placement.
import { coverCrop, layoutPoster, POSTER_HEIGHT, POSTER_WIDTH, qrPlacement, type PosterText } from '@/features/poster/draw-poster'
import { qrMatrix } from '@/features/poster/qr-matrix'
import { utf8Bytes } from '@/shared/ui/qr-svg'
import { ELLIPSIS, wrapText } from '@/features/poster/wrap-text'

// A fake font: a CJK character is 10 wide, anything else 5 (roughly how 10 px text measures).
const width = (text: string) => Array.from(text).reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 10 : 5), 0)
const fontSize = (font: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 10)
const measure = (text: string, font: string) => (width(text) * fontSize(font)) / 10

describe('title wrapping', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapText('国家职业资格健身教练', 100, width)).toEqual(['国家职业资格健身教练'])
  })

  it('breaks Chinese between any two characters', () => {
    expect(wrapText('国家职业资格健身教练培训', 60, width)).toEqual(['国家职业资格', '健身教练培训'])
  })

  it('keeps Latin words whole and drops the space at the break', () => {
    expect(wrapText('CPR AED first aid', 40, width)).toEqual(['CPR AED', 'first', 'aid'])
    expect(wrapText('ACE认证私人教练 course', 80, width)).toEqual(['ACE认证私人教练', 'course'])
  })

  it('never starts a line with closing punctuation nor ends one with an opening bracket', () => {
    // 60 wide = six Chinese characters: '）' would start line two, so '级' comes down with it.
    expect(wrapText('健身教练（初级）', 60, width)).toEqual(['健身教练（初', '级）'])
    expect(wrapText('国家职业资格，健身教练', 60, width)).toEqual(['国家职业资', '格，健身教练'])
    expect(wrapText('健身教（初级）', 40, width)).toEqual(['健身教', '（初级）'])
  })

  it('breaks a word longer than the line between its characters', () => {
    expect(wrapText('Supercalifragilistic', 50, width)).toEqual(['Supercalif', 'ragilistic'])
  })

  it('cuts to the maximum number of lines and ends the last with an ellipsis that fits', () => {
    const lines = wrapText('国家职业资格健身教练培训班周末精品小班', 60, width, 2)
    expect(lines).toEqual(['国家职业资格', `健身教练培${ELLIPSIS}`])
    expect(width(lines[1])).toBeLessThanOrEqual(60)
  })

  it('squeezes line breaks and repeated spaces, and gives no lines for an empty title', () => {
    expect(wrapText('  普拉提\n\n  入门  ', 100, width)).toEqual(['普拉提 入门'])
    expect(wrapText('   ', 100, width)).toEqual([])
  })
})

describe('poster layout', () => {
  const text: PosterText = {
    title: '国家职业资格健身教练（初级）周末精品小班，含考证辅导与实操训练，学完即可上岗',
    price: '¥3980',
    originalPrice: '¥4980',
    brand: '绿动健身学院',
    hint: '扫描二维码，查看课程详情'
  }

  it('wraps the title to at most two lines inside the side padding', () => {
    const layout = layoutPoster(text, measure)
    expect(layout.title).toHaveLength(2)
    expect(layout.title[1].text.endsWith(ELLIPSIS)).toBe(true)
    for (const line of layout.title) {
      expect(line.x).toBe(16)
      expect(line.x + measure(line.text, line.font)).toBeLessThanOrEqual(POSTER_WIDTH - 16)
    }
    expect(layout.title[1].y - layout.title[0].y).toBe(24)
  })

  it('stacks cover, title, price, divider and footer without overlap, inside a fixed-size poster', () => {
    const layout = layoutPoster(text, measure)
    expect(layout.width).toBe(POSTER_WIDTH)
    expect(layout.height).toBe(POSTER_HEIGHT)
    expect(layout.cover).toEqual({ x: 0, y: 0, width: POSTER_WIDTH, height: 169 })
    expect(layout.title[0].y).toBeGreaterThan(layout.cover.height)
    expect(layout.price.y).toBeGreaterThan(layout.title[1].y + 12)
    expect(layout.divider).toBeGreaterThan(layout.price.y)
    expect(layout.code.y).toBeGreaterThan(layout.divider)
    expect(layout.code.x + layout.code.width).toBe(POSTER_WIDTH - 16)
    expect(layout.code.y + layout.code.height).toBeLessThanOrEqual(layout.height - 16)
  })

  it('puts the original price after the price on the same baseline, struck through its whole width', () => {
    const layout = layoutPoster(text, measure)
    const original = layout.originalPrice!
    expect(original.y).toBe(layout.price.y)
    expect(original.x).toBeGreaterThan(layout.price.x + measure('¥3980', layout.price.font))
    expect(original.strikeTo - original.x).toBe(measure('¥4980', original.font))
  })

  it('shows no original price when there is no discount; after a one-line title the price moves up, the footer stays', () => {
    const long = layoutPoster(text, measure)
    const layout = layoutPoster({ ...text, title: '普拉提入门', originalPrice: '' }, measure)
    expect(layout.originalPrice).toBeNull()
    expect(layout.title.map((l) => l.text)).toEqual(['普拉提入门'])
    expect(layout.price.y).toBe(long.price.y - 24)
    expect(layout.divider).toBe(long.divider)
    expect(layout.height).toBe(POSTER_HEIGHT)
  })

  it('keeps the product name and the hint left of the QR code', () => {
    const layout = layoutPoster({ ...text, hint: '扫描二维码，查看课程详情，报名咨询请联系课程顾问，或者到店体验' }, measure)
    expect(layout.brand.text).toBe('绿动健身学院')
    expect(layout.hint.length).toBeLessThanOrEqual(2)
    for (const box of [layout.brand, ...layout.hint]) {
      expect(box.x + measure(box.text, box.font)).toBeLessThanOrEqual(layout.code.x)
    }
  })
})

describe('cover crop', () => {
  it('takes a centred middle band of a taller image', () => {
    expect(coverCrop({ width: 640, height: 640 }, { width: 320, height: 180 })).toEqual({ sx: 0, sy: 140, sw: 640, sh: 360 })
  })

  it('takes a centred middle of a wider image and the whole of a same-shape one', () => {
    expect(coverCrop({ width: 800, height: 200 }, { width: 200, height: 100 })).toEqual({ sx: 200, sy: 0, sw: 400, sh: 200 })
    expect(coverCrop({ width: 640, height: 360 }, { width: 300, height: 168.75 })).toEqual({ sx: 0, sy: 0, sw: 640, sh: 360 })
  })
})

describe('QR code', () => {
  it('encodes the goods link into a square module matrix with finder patterns', () => {
    const qr = qrMatrix('https://example.com/pages/course/courseDetail?id=12')
    expect(qr.size).toBeGreaterThanOrEqual(21)
    expect((qr.size - 17) % 4).toBe(0) // QR versions are 21, 25, 29, … modules wide
    // The top-left finder pattern: a dark 7×7 ring with a light ring inside.
    expect(qr.isDark(0, 0)).toBe(true)
    expect(qr.isDark(0, 6)).toBe(true)
    expect(qr.isDark(1, 1)).toBe(false)
    expect(qr.isDark(3, 3)).toBe(true)
  })

  it('encodes text as UTF-8 without TextEncoder (the mini-program has none)', () => {
    for (const text of ['https://a.cn/p?id=1', '绿动健身', 'é', '💪']) {
      expect(Array.from(utf8Bytes(text))).toEqual(Array.from(Buffer.from(text, 'utf8')))
    }
  })

  it('places modules on whole device pixels, centred, with a quiet zone', () => {
    const box = { x: 196, y: 300, width: 88, height: 88 }
    for (const scale of [2, 3]) {
      const { cell, x, y } = qrPlacement(box, 29, scale)
      expect(Number.isInteger(cell * scale)).toBe(true)
      expect(cell * 33).toBeLessThanOrEqual(88) // 29 modules + 2 quiet modules each side
      expect(x - box.x).toBeCloseTo((88 - cell * 29) / 2)
      expect(y - box.y).toBeCloseTo(x - box.x)
    }
  })
})
