// A Taro <Canvas type="2d"> as a drawing surface on both platforms: find its node, load images into it, and pick
// the pixel scale to draw at.
import Taro from '@tarojs/taro'

/** What both platforms' 2d canvas nodes offer (a WeChat Canvas, or an HTMLCanvasElement on H5). */
export interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): CanvasRenderingContext2D | null
  /** The mini-program's way to get an image for drawImage; absent on H5. */
  createImage?: () => CanvasImage
  toDataURL?: (type?: string) => string
}

export interface CanvasImage {
  src: string
  width: number
  height: number
  onload: (() => void) | null
  onerror: ((error: unknown) => void) | null
  crossOrigin?: string | null
}

const QUERY_ATTEMPTS = 5
const QUERY_RETRY_MS = 60 // the mini-program may not have laid out a just-mounted canvas yet
const IMAGE_TIMEOUT_MS = 15000

/** The canvas node behind a selector such as '#poster'. Retries briefly: right after mount it can be missing. */
export function queryCanvasNode(selector: string): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    const attempt = (left: number) => {
      Taro.createSelectorQuery().select(selector).fields({ node: true, size: true }).exec((res) => {
        const node = (res?.[0] as { node?: CanvasNode } | null)?.node
        if (node && typeof node.getContext === 'function') resolve(node)
        else if (left > 1) setTimeout(() => attempt(left - 1), QUERY_RETRY_MS)
        else reject(new Error(`canvas ${selector} not found`))
      })
    }
    attempt(QUERY_ATTEMPTS)
  })
}

/**
 * Loads an image the canvas can draw. The mini-program needs canvas.createImage(); an H5 canvas element has no
 * such method, so H5 uses an <img> asking for CORS, without which a cover from a CDN would taint the canvas and
 * make it impossible to export.
 */
export function loadCanvasImage(canvas: CanvasNode, src: string): Promise<CanvasImage> {
  return new Promise((resolve, reject) => {
    const image = canvas.createImage ? canvas.createImage() : (new Image() as unknown as CanvasImage)
    if (!canvas.createImage) image.crossOrigin = 'anonymous'
    const timer = setTimeout(() => reject(new Error('image load timed out')), IMAGE_TIMEOUT_MS)
    image.onload = () => { clearTimeout(timer); resolve(image) }
    image.onerror = (error) => { clearTimeout(timer); reject(error) }
    image.src = src
  })
}

/**
 * Device pixels per drawing unit. At least 2 so a saved poster stays sharp on a 1x desktop screen, at most 3 to
 * keep the canvas inside mini-program memory limits, and whole so QR modules land on pixel edges.
 */
export function canvasScale(pixelRatio = readPixelRatio()): number {
  return Math.min(3, Math.max(2, Math.round(pixelRatio)))
}

function readPixelRatio(): number {
  try {
    return Taro.getSystemInfoSync().pixelRatio || 2
  } catch {
    return 2
  }
}
