// The QR image source must be one the mini-program's <image> shows: a base64 SVG data URI (not a URL-encoded one),
// with no percentage units in the SVG, made without TextEncoder or btoa (the mini-program runtime has neither); and
// it must still be the right code for the text.
import QRCode from 'qrcode'
import { base64OfAscii, qrSvgDataUri, qrSvgMarkup } from '@/shared/ui/qr-svg'

const LINK = 'https://example.com/cert/LD37966677868547430?来源=证书'

/** The dark modules drawn by the SVG's path, as "x,y" without the quiet zone. */
function drawnModules(svg: string): Set<string> {
  const path = /<path d="([^"]+)"/.exec(svg)![1]!
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[1]) - 2},${Number(m[2]) - 2}`))
}

describe('qr image source for both builds', () => {
  it('is a base64 SVG data URI whose SVG has no percentage units', () => {
    const uri = qrSvgDataUri(LINK)
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(uri.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')
    expect(svg).toBe(qrSvgMarkup(LINK))
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).not.toContain('%')
    expect(uri).not.toContain('%')
  })

  it('is made without TextEncoder and btoa, as in the mini-program', () => {
    const saved = { encoder: globalThis.TextEncoder, btoa: globalThis.btoa }
    Object.assign(globalThis, { TextEncoder: undefined, btoa: undefined })
    try {
      expect(qrSvgDataUri(LINK)).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/)
    } finally {
      Object.assign(globalThis, { TextEncoder: saved.encoder, btoa: saved.btoa })
    }
  })

  it('draws exactly the modules of the QR code of the text\'s UTF-8 bytes', () => {
    const { modules } = QRCode.create([{ mode: 'byte', data: new Uint8Array(Buffer.from(LINK, 'utf8')) }], { errorCorrectionLevel: 'M' })
    const expected = new Set<string>()
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) expected.add(`${x},${y}`)
    expect(drawnModules(qrSvgMarkup(LINK))).toEqual(expected)
  })

  it('encodes base64 like the platform does', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '<svg width="29"/>']) {
      expect(base64OfAscii(text)).toBe(Buffer.from(text, 'ascii').toString('base64'))
    }
  })
})
