// The modules of a QR code, from the qrcode package's encoder only: no DOM, no canvas of its own, so the same
// code draws the QR onto a mini-program canvas and an H5 one. It is handed bytes (utf8Bytes): for a string the
// encoder would use TextEncoder, which the mini-program runtime lacks.
import { create } from 'qrcode'
import { utf8Bytes } from '@/shared/ui/qr-svg'

export interface QrMatrix {
  size: number
  isDark(row: number, col: number): boolean
}

/** Level M recovers from ~15 % damage: enough for a printed or screenshotted poster, without growing the code. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create([{ mode: 'byte', data: utf8Bytes(text) }], { errorCorrectionLevel: 'M' })
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) }
}
