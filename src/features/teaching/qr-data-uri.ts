// The check-in QR as a base64 SVG data URI, from the qrcode package's encoder: the mini-program's <image> shows
// base64 data URIs (a URL-encoded SVG, which H5 takes, it may not) and H5 shows both, so one image serves both
// platforms without a canvas. The encoder is handed bytes: for a string it would call TextEncoder, which the
// mini-program runtime lacks (features/poster does the same for its codes).
import { create } from 'qrcode'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Modules of white around the code, so a phone's camera finds its edge. */
const QUIET = 2

/** Base64 of an ASCII text (the SVG has no other characters); btoa does not exist in the mini-program. */
export function base64Ascii(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)]
    const n = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += i + 1 < text.length ? ALPHABET[(n >> 6) & 63] : '='
    out += i + 2 < text.length ? ALPHABET[n & 63] : '='
  }
  return out
}

/** The payload's bytes (the server signs ASCII; anything else is sent as UTF-8). */
function bytesOf(text: string): Uint8Array {
  return Uint8Array.from(unescape(encodeURIComponent(text)), (char) => char.charCodeAt(0))
}

export function qrSvg(text: string): string {
  const { modules } = create([{ mode: 'byte', data: bytesOf(text) }], { errorCorrectionLevel: 'M' })
  let path = ''
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`
  }
  const box = modules.size + QUIET * 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}

export const qrBase64DataUri = (text: string): string => `data:image/svg+xml;base64,${base64Ascii(qrSvg(text))}`
