// A QR code as an image (no canvas needed) for Native payment links, certificate checks and coupon posters; the
// source is a base64 SVG data URI, a format the mini-program's <image> documents as well as the browsers (qr-svg.ts).
import { useMemo } from 'react'
import { Image } from '@tarojs/components'
import { imageAlt } from './aria'
import { qrSvgDataUri } from './qr-svg'

export { qrSvgDataUri } from './qr-svg'

export function QrImage({ text, size = 200, className, alt = '' }: { text: string; size?: number; className?: string; alt?: string }) {
  const src = useMemo(() => qrSvgDataUri(text), [text])
  return <Image className={className} src={src} style={{ width: `${size}px`, height: `${size}px` }} data-testid='qr-image' {...imageAlt(alt)} />
}
