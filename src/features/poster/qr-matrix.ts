// The modules of a QR code, from the qrcode package's encoder only: no DOM, no canvas of its own, so the same
// code draws the QR onto a mini-program canvas and an H5 one.
import { create } from 'qrcode'

export interface QrMatrix {
  size: number
  isDark(row: number, col: number): boolean
}

/**
 * UTF-8 bytes of a text. The encoder would use TextEncoder for a string, which the mini-program runtime lacks,
 * so the app hands it bytes instead.
 */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return Uint8Array.from(bytes)
}

/** Level M recovers from ~15 % damage: enough for a printed or screenshotted poster, without growing the code. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create([{ mode: 'byte', data: utf8Bytes(text) }], { errorCorrectionLevel: 'M' })
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) }
}
