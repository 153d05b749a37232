// A QR code as an SVG image source that both builds show. The mini-program's <image> takes SVG, but as a
// base64 data URI (a URL-encoded SVG data URI, which browsers take, it may not show) and without percentage units
// in the SVG (WeChat's image documentation: "svg 格式不支持百分比单位"), so sizes here are in the viewBox's units.
// The encoder is handed bytes: given a string, qrcode calls TextEncoder, which the mini-program runtime lacks; and
// btoa does not exist there either, so the base64 step is our own (the SVG is ASCII only).
import { create } from 'qrcode'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Modules of white around the code, so a phone's camera finds its edge. */
const QUIET = 2

/** Base64 of an ASCII text. */
export function base64OfAscii(text: string): string {
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

/** The text's UTF-8 bytes (a link with Chinese in its query still encodes right). */
export function utf8Bytes(text: string): Uint8Array {
  return Uint8Array.from(unescape(encodeURIComponent(text)), (char) => char.charCodeAt(0))
}

/** The QR code of `text` as SVG markup: one path of dark modules on a white square, absolute units only. */
export function qrSvgMarkup(text: string): string {
  const { modules } = create([{ mode: 'byte', data: utf8Bytes(text) }], { errorCorrectionLevel: 'M' })
  let path = ''
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`
  }
  const box = modules.size + QUIET * 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box}" height="${box}" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect x="0" y="0" width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}

/** The image source of the QR code: a base64 SVG data URI, which the mini-program's <image> and browsers both show. */
export function qrSvgDataUri(text: string): string {
  return `data:image/svg+xml;base64,${base64OfAscii(qrSvgMarkup(text))}`
}
