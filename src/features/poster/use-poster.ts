// Draws the poster on the page's hidden canvas and turns it into an image to preview and save.
import { useEffect, useState } from 'react'
import { t, type PlainKey } from '@/shared/i18n'
import { canvasScale, loadCanvasImage, queryCanvasNode } from '@/shared/platform/canvas-node'
import { canvasToImage, posterFileName, saveImage, type SaveImageResult } from '@/shared/platform/save-image'
import { showToast } from '@/shared/toast'
import type { Remote } from '@/shared/use-remote'
import { drawPoster, layoutPoster, POSTER_HEIGHT, POSTER_WIDTH, type CodeAsset, type PosterText } from './draw-poster'
import type { PosterCode } from './poster-code'
import { qrMatrix } from './qr-matrix'

/** The canvas the page renders (a Taro <Canvas type="2d" id="poster">), off screen. */
export const POSTER_CANVAS_ID = 'poster'
export const POSTER_SIZE = { width: POSTER_WIDTH, height: POSTER_HEIGHT }

/** What the page knows about the goods; the hint under the product name follows the kind of code. */
export interface PosterInput extends Omit<PosterText, 'hint'> {
  /** Cover image URL (already resolved against the static-assets base). */
  cover: string
}

const HINTS: Record<PosterCode['kind'], PlainKey> = { qr: 'poster.scanHint', image: 'poster.scanMiniCodeHint' }

export type PosterStatus = 'drawing' | 'ready' | 'error'

async function renderPoster(input: PosterInput & { hint: string }, code: PosterCode): Promise<string> {
  const canvas = await queryCanvasNode(`#${POSTER_CANVAS_ID}`)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const scale = canvasScale()
  const cover = input.cover ? await loadCanvasImage(canvas, input.cover).catch(() => null) : null
  // Without its code the poster is pointless, so an image that fails to load fails the drawing (retry is offered).
  const codeAsset: CodeAsset = code.kind === 'qr'
    ? { kind: 'qr', matrix: qrMatrix(code.text) }
    : { kind: 'image', image: (await loadCanvasImage(canvas, code.src)) as unknown as CanvasImageSource }
  const layout = layoutPoster(input, (text, font) => {
    ctx.font = font
    return ctx.measureText(text).width
  })
  // Resizing clears the canvas and its transform, so size first, then scale, then draw.
  canvas.width = layout.width * scale
  canvas.height = layout.height * scale
  ctx.scale(scale, scale)
  drawPoster(ctx, layout, { cover: cover as CanvasImageSource | null, code: codeAsset, scale })
  return canvasToImage(canvas, layout, scale)
}

/** Draws the poster once its code is known; failing to get the code is the poster's error too (retry asks again). */
export function usePoster(input: PosterInput, code: Remote<PosterCode>) {
  const [status, setStatus] = useState<PosterStatus>('drawing')
  const [image, setImage] = useState('')
  const [attempt, setAttempt] = useState(0)
  const hint = code.data ? t(HINTS[code.data.kind]) : ''
  const key = JSON.stringify([input, hint, code.data])

  useEffect(() => {
    if (!code.data) return
    let current = true
    setStatus('drawing')
    renderPoster({ ...input, hint }, code.data)
      .then((drawn) => {
        if (!current) return
        setImage(drawn)
        setStatus('ready')
      })
      .catch(() => { if (current) setStatus('error') })
    return () => { current = false }
    // Redrawn only when what the poster shows (key) changes or the user retries, not on every render.
  }, [key, attempt])

  if (code.error) return { status: 'error' as PosterStatus, image: '', retry: code.reload }
  if (!code.data) return { status: 'drawing' as PosterStatus, image: '', retry: code.reload }
  return { status, image, retry: () => setAttempt((n) => n + 1) }
}

const SAVE_MESSAGES: Record<SaveImageResult, PlainKey | ''> = {
  saved: 'poster.saved',
  downloaded: 'poster.downloaded',
  denied: 'poster.denied',
  longPress: 'poster.longPress',
  cancelled: ''
}

/** Saves the drawn poster as '<title>.png' (product rules §7) and tells the user how it went. */
export async function savePoster(image: string, title: string): Promise<SaveImageResult | null> {
  try {
    const result = await saveImage(image, `${posterFileName(title)}.png`)
    if (SAVE_MESSAGES[result]) void showToast(t(SAVE_MESSAGES[result]))
    return result
  } catch {
    void showToast(t('poster.saveFailed'))
    return null
  }
}
