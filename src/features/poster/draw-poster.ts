// The goods poster (product rules §7): cover, title (2 lines at most), price and original price, the product
// name, and a code leading to the goods page: a QR code (H5) or the mini-program code (小程序码) image WeChat made
// (mini-program). layoutPoster is pure (positions only, measured by a given function) so the layout is tested
// without a canvas; drawPoster paints a layout onto a 2d context.
import type { QrMatrix } from './qr-matrix'
import { wrapText, type Measure } from './wrap-text'

export const POSTER_WIDTH = 300
const PAD = 16
const COVER_HEIGHT = 169 // 16:9, the shape of catalog covers
const TITLE_LINE = 24
const TITLE_MAX_LINES = 2
const HINT_LINE = 17
const HINT_MAX_LINES = 2
const CODE_SIZE = 88
const CODE_GAP = 12
const PRICE_GAP = 8

// Text is measured and drawn in these fonts; a generic family renders CJK on every platform.
export const FONTS = {
  title: 'bold 17px sans-serif',
  price: 'bold 22px sans-serif',
  original: '13px sans-serif',
  brand: 'bold 15px sans-serif',
  hint: '12px sans-serif'
}

// The footer sits where a two-line title would push it, so every poster has the same height and the canvas is
// sized once; a one-line title lets the price move up and leaves the space above the divider.
const TITLE_TOP = COVER_HEIGHT + PAD
const PRICE_BELOW_TITLE = 30 // from the title's last line box to the price baseline
const DIVIDER_Y = TITLE_TOP + TITLE_LINE * TITLE_MAX_LINES + PRICE_BELOW_TITLE + 16
const FOOTER_TOP = DIVIDER_Y + PAD
export const POSTER_HEIGHT = FOOTER_TOP + CODE_SIZE + PAD

export const COLORS = {
  background: '#ffffff',
  coverPlaceholder: '#eef0f2',
  title: '#1f2329',
  price: '#e5484d',
  grey: '#666666',
  brand: '#08872a', // dark green: #0DBC3B is too light for text this small
  divider: '#ebedf0',
  qr: '#1f2329'
}

export interface PosterText {
  title: string
  price: string
  /** Shown struck through after the price; leave empty when there is no discount. */
  originalPrice: string
  brand: string
  hint: string
}

export interface TextBox {
  text: string
  x: number
  /** Vertical middle of the line (textBaseline 'middle'). */
  y: number
  font: string
}

export interface Rect { x: number; y: number; width: number; height: number }

export interface PosterLayout {
  width: number
  height: number
  cover: Rect
  title: TextBox[]
  /** Price and original price share one alphabetic baseline (y). */
  price: TextBox
  originalPrice: (TextBox & { strikeTo: number }) | null
  divider: number
  brand: TextBox
  hint: TextBox[]
  /** The square box of the QR code or mini-program code. */
  code: Rect
}

/** Positions of everything on the poster; `measure(text, font)` gives text widths. */
export function layoutPoster(text: PosterText, measure: (text: string, font: string) => number): PosterLayout {
  const inner = POSTER_WIDTH - PAD * 2
  const using = (font: string): Measure => (value) => measure(value, font)
  const title = wrapText(text.title, inner, using(FONTS.title), TITLE_MAX_LINES)
    .map((line, i) => ({ text: line, x: PAD, y: TITLE_TOP + TITLE_LINE * i + TITLE_LINE / 2, font: FONTS.title }))
  const priceBaseline = TITLE_TOP + TITLE_LINE * Math.max(title.length, 1) + PRICE_BELOW_TITLE
  const price = { text: text.price, x: PAD, y: priceBaseline, font: FONTS.price }
  const originalX = PAD + measure(text.price, FONTS.price) + PRICE_GAP
  const originalPrice = text.originalPrice
    ? { text: text.originalPrice, x: originalX, y: priceBaseline, font: FONTS.original, strikeTo: originalX + measure(text.originalPrice, FONTS.original) }
    : null
  const code = { x: POSTER_WIDTH - PAD - CODE_SIZE, y: FOOTER_TOP, width: CODE_SIZE, height: CODE_SIZE }
  const footerText = code.x - CODE_GAP - PAD
  const [brandLine = ''] = wrapText(text.brand, footerText, using(FONTS.brand), 1)
  const brand = { text: brandLine, x: PAD, y: FOOTER_TOP + 22, font: FONTS.brand }
  const hint = wrapText(text.hint, footerText, using(FONTS.hint), HINT_MAX_LINES)
    .map((line, i) => ({ text: line, x: PAD, y: FOOTER_TOP + 48 + HINT_LINE * i, font: FONTS.hint }))
  return {
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    cover: { x: 0, y: 0, width: POSTER_WIDTH, height: COVER_HEIGHT },
    title, price, originalPrice, divider: DIVIDER_Y, brand, hint, code
  }
}

/** The part of an image that fills a box without distortion (like CSS object-fit: cover), centred. */
export function coverCrop(image: { width: number; height: number }, box: { width: number; height: number }) {
  const scale = Math.max(box.width / image.width, box.height / image.height)
  const sw = box.width / scale
  const sh = box.height / scale
  return { sx: (image.width - sw) / 2, sy: (image.height - sh) / 2, sw, sh }
}

/**
 * QR module size and offset inside its box. Modules are whole device pixels (scale = device pixels per unit), so
 * neighbouring modules meet without the faint seams fractional edges leave; the code is centred in the box.
 */
export function qrPlacement(box: Rect, moduleCount: number, scale: number, quietModules = 2) {
  const units = moduleCount + quietModules * 2
  const cell = Math.max(1, Math.floor((box.width * scale) / units)) / scale
  const offset = (box.width - cell * moduleCount) / 2
  return { cell, x: box.x + offset, y: box.y + offset }
}

/** What fills the code box: QR modules to paint, or a loaded image (the mini-program code) to draw as is. */
export type CodeAsset = { kind: 'qr'; matrix: QrMatrix } | { kind: 'image'; image: CanvasImageSource }

export interface PosterAssets {
  /** The loaded cover, or null to draw a plain placeholder (the poster is still worth having without it). */
  cover: CanvasImageSource | null
  code: CodeAsset
  scale: number
}

type Context = Pick<CanvasRenderingContext2D, 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textBaseline' | 'textAlign'
  | 'fillRect' | 'fillText' | 'drawImage' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'>

function drawText(ctx: Context, box: TextBox, color: string, baseline: CanvasTextBaseline = 'middle') {
  ctx.font = box.font
  ctx.fillStyle = color
  ctx.textBaseline = baseline
  ctx.fillText(box.text, box.x, box.y)
}

function drawLine(ctx: Context, from: [number, number], to: [number, number], color: string, width = 1) {
  ctx.strokeStyle = color
  ctx.lineWidth = width
  ctx.beginPath()
  ctx.moveTo(...from)
  ctx.lineTo(...to)
  ctx.stroke()
}

function drawQr(ctx: Context, box: Rect, qr: QrMatrix, scale: number) {
  const { cell, x, y } = qrPlacement(box, qr.size, scale)
  ctx.fillStyle = COLORS.qr
  // One rectangle per horizontal run of dark modules: far fewer calls than one per module.
  for (let row = 0; row < qr.size; row += 1) {
    let col = 0
    while (col < qr.size) {
      if (!qr.isDark(row, col)) { col += 1; continue }
      const start = col
      while (col < qr.size && qr.isDark(row, col)) col += 1
      ctx.fillRect(x + start * cell, y + row * cell, (col - start) * cell, cell)
    }
  }
}

function drawCode(ctx: Context, box: Rect, code: CodeAsset, scale: number) {
  ctx.fillStyle = COLORS.background
  ctx.fillRect(box.x, box.y, box.width, box.height)
  // A mini-program code is round and brings its own quiet margin: it fills the whole square box.
  if (code.kind === 'image') ctx.drawImage(code.image, box.x, box.y, box.width, box.height)
  else drawQr(ctx, box, code.matrix, scale)
}

export function drawPoster(ctx: Context, layout: PosterLayout, assets: PosterAssets): void {
  ctx.textAlign = 'left'
  ctx.fillStyle = COLORS.background
  ctx.fillRect(0, 0, layout.width, layout.height)
  const { cover } = layout
  if (assets.cover) {
    const { sx, sy, sw, sh } = coverCrop(assets.cover as { width: number; height: number }, cover)
    ctx.drawImage(assets.cover, sx, sy, sw, sh, cover.x, cover.y, cover.width, cover.height)
  } else {
    ctx.fillStyle = COLORS.coverPlaceholder
    ctx.fillRect(cover.x, cover.y, cover.width, cover.height)
  }
  layout.title.forEach((line) => drawText(ctx, line, COLORS.title))
  drawText(ctx, layout.price, COLORS.price, 'alphabetic')
  const original = layout.originalPrice
  if (original) {
    drawText(ctx, original, COLORS.grey, 'alphabetic')
    const strikeY = original.y - 4.5 // about the middle of 13 px digits above the baseline
    drawLine(ctx, [original.x, strikeY], [original.strikeTo, strikeY], COLORS.grey)
  }
  drawLine(ctx, [PAD, layout.divider], [layout.width - PAD, layout.divider], COLORS.divider)
  drawText(ctx, layout.brand, COLORS.brand)
  layout.hint.forEach((line) => drawText(ctx, line, COLORS.grey))
  drawCode(ctx, layout.code, assets.code, assets.scale)
}
