// A QR code as an SVG image (no canvas needed), for Native payment links and similar.
import { useMemo } from 'react'
import { Image } from '@tarojs/components'
import QRCode from 'qrcode'
import { imageAlt } from './aria'

/** The QR modules of `text` as an SVG data URI; a pure function so it is easy to test. */
export function qrSvgDataUri(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size
  const quiet = 2
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (modules.get(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
  }
  const box = size + quiet * 2
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function QrImage({ text, size = 200, className, alt = '' }: { text: string; size?: number; className?: string; alt?: string }) {
  const src = useMemo(() => qrSvgDataUri(text), [text])
  return <Image className={className} src={src} style={{ width: `${size}px`, height: `${size}px` }} data-testid='qr-image' {...imageAlt(alt)} />
}
