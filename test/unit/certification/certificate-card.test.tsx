// 证书 card: the holder's photo or, without one, their initials; and in the mini-program build a QR image whose
// source is a base64 SVG data URI (the format its <image> shows) of the certificate's public check address.
import { render, screen } from '@testing-library/react'
import type { Certificate } from '@contract/certification/shapes'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { pageLink } from '@/shared/platform/page-link'
import { qrSvgMarkup } from '@/shared/ui/qr-svg'
import { CertificateCard } from '@/features/certification/components/certificate-card'
import { initialsOf } from '@/features/certification/components/holder-photo'

registerMessages(certificationMessages)

const cert: Certificate = {
  number: 'LD37966677868547430', holderName: '演示学员', photo: '', courseTitle: '健身教练职业资格', hours: 120,
  score: 85, total: 100, issuedOn: '2026-03-02', expiresOn: '2029-03-02', status: 'valid', checkPath: '/cert/LD37966677868547430'
}

describe('certificate card', () => {
  const env = process.env.TARO_ENV
  afterEach(() => { process.env.TARO_ENV = env })

  it('shows initials without a photo, and the photo when there is one', () => {
    const { container, rerender } = render(<CertificateCard cert={cert} />)
    expect(container.querySelector('.cert-admit__photo--none')?.textContent).toBe('演')
    expect(container.querySelector('img')).toBeNull()
    rerender(<CertificateCard cert={{ ...cert, photo: '/uploads/a.jpg' }} />)
    expect(container.querySelector('.cert-admit__photo--none')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/uploads/a.jpg')
  })

  it('gives the mini-program a base64 SVG QR of the check address', () => {
    process.env.TARO_ENV = 'weapp'
    const { container } = render(<CertificateCard cert={cert} withQr />)
    const src = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '').find((s) => s.startsWith('data:'))
    expect(src).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/)
    const svg = Buffer.from(src!.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
    expect(svg).not.toContain('%')
    expect(svg).toBe(qrSvgMarkup(pageLink(cert.checkPath)))
    expect(screen.getByText(t('certification.cert.qrHint'))).toBeTruthy()
  })

  it('takes a Chinese surname or Latin initials', () => {
    expect(initialsOf('王小明')).toBe('王')
    expect(initialsOf(' anna lee smith ')).toBe('AL')
    expect(initialsOf('')).toBe('')
  })
})
