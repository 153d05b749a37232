// Saving a drawn image (product rules §7: the poster is saved as a PNG named by its title, default 'poster').
// Mini-program: export the canvas to a temp file and save it to the photo album, with the album permission flow.
// H5: export a PNG data URL and download it through <a download>; in-app browsers (WeChat, Alipay) ignore
// downloads, so there the user is asked to long-press the image instead.
import Taro from '@tarojs/taro'
import { confirmAction } from '../confirm'
import { t } from '../i18n'
import { browserKind } from './browser'
import type { CanvasNode } from './canvas-node'

export const DEFAULT_FILE_NAME = 'poster'
/** Leaves room for '.png' inside the 255-byte name limit even when every character is 3-byte UTF-8 Chinese. */
const MAX_FILE_NAME_CHARS = 80
const ALBUM_SCOPE = 'scope.writePhotosAlbum'
const OBJECT_URL_LIFETIME_MS = 60000

const trimEdges = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '')

/**
 * A file name (without extension) from a title: strips the characters Windows, macOS or Linux refuse
 * (\ / : * ? " < > | and control characters), squeezes whitespace, trims dots and spaces at the ends (a leading dot
 * hides the file, Windows drops a trailing one), and falls back to 'poster' when nothing usable is left.
 */
export function posterFileName(title: string | null | undefined): string {
  // Line breaks and tabs become spaces first, so words they separated stay apart.
  const squeezed = (title ?? '')
    .replace(/\s+/g, ' ')
    // Control characters are not allowed in file names on any platform.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/ {2,}/g, ' ')
  // Trim before cutting (so the limit counts real characters) and after (the cut may end on a space or dot).
  const cleaned = trimEdges(Array.from(trimEdges(squeezed)).slice(0, MAX_FILE_NAME_CHARS).join(''))
  // Device names such as CON or NUL cannot be file names on Windows.
  if (!cleaned || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cleaned)) return DEFAULT_FILE_NAME
  return cleaned
}

/** What the user got: saved to the album, downloaded, cancelled, refused the album, or must long-press. */
export type SaveImageResult = 'saved' | 'downloaded' | 'cancelled' | 'denied' | 'longPress'

/** The drawn canvas as something an <Image> can show and saveImage can save: a temp file path or a data URL. */
export async function canvasToImage(canvas: CanvasNode, size: { width: number; height: number }, scale: number): Promise<string> {
  if (process.env.TARO_ENV === 'h5') {
    if (!canvas.toDataURL) throw new Error('canvas cannot export')
    return canvas.toDataURL('image/png')
  }
  const { tempFilePath } = await Taro.canvasToTempFilePath({
    canvas: canvas as unknown as Taro.Canvas,
    fileType: 'png',
    destWidth: size.width * scale,
    destHeight: size.height * scale
  })
  return tempFilePath
}

/** Saves an image from canvasToImage; `fileName` (with extension) names the H5 download. */
export function saveImage(image: string, fileName: string): Promise<SaveImageResult> {
  if (process.env.TARO_ENV === 'h5') return Promise.resolve(downloadImage(image, fileName))
  return saveToAlbum(image)
}

/** If the user once refused the album, WeChat will not ask again: explain, and offer the settings page. */
async function albumAllowed(): Promise<boolean> {
  const { authSetting } = await Taro.getSetting()
  if (authSetting[ALBUM_SCOPE] !== false) return true // granted, or never asked: saving asks by itself
  const openSettings = await confirmAction({
    title: t('common.permission.title'),
    content: t('common.permission.album'),
    confirmText: t('common.permission.openSettings')
  })
  if (!openSettings) return false
  const opened = await Taro.openSetting()
  return opened.authSetting[ALBUM_SCOPE] === true
}

async function saveToAlbum(filePath: string): Promise<SaveImageResult> {
  if (!(await albumAllowed())) return 'denied'
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (error) {
    const message = (error as { errMsg?: string } | null)?.errMsg ?? ''
    if (/cancel/i.test(message)) return 'cancelled'
    if (/auth|deny|denied|permission/i.test(message)) return 'denied'
    throw error
  }
}

function downloadImage(image: string, fileName: string): SaveImageResult {
  if (browserKind() !== 'other') return 'longPress'
  const blob = dataUrlToBlob(image)
  const href = blob ? URL.createObjectURL(blob) : image
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The browser has the file once the download starts; free the memory a little later, not at once.
  if (blob) setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS)
  return 'downloaded'
}

/** A base64 data URL as a Blob (long data URLs in href are refused by some browsers); null if it is not one. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl)
  if (!match || typeof atob !== 'function' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null
  const binary = atob(match[2])
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: match[1] })
}
