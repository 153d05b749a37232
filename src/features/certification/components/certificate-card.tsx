// One certificate: holder, photo (initials without one), course, hours, score, dates, state, and a QR code of its public check page, which
// anyone (an employer) can open without the app.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Certificate, CertificateCheck } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { pageLink } from '@/shared/platform/page-link'
import { QrImage } from '@/shared/ui/qr-image'
import { HolderPhoto } from './holder-photo'
import { InfoRows } from './info-rows'
import { CertificatePill } from './status-pill'
import './certification.scss'

function notes(cert: Certificate | CertificateCheck): string[] {
  if (cert.status === 'expired') return [t('certification.check.expiredNote')]
  if (cert.status !== 'revoked' || !('revokedOn' in cert)) return []
  const out = [t('certification.check.revokedNote', { date: cert.revokedOn ?? '' })]
  if (cert.revokeReason) out.push(t('certification.check.reason', { reason: cert.revokeReason }))
  return out
}

export const CertificateCard = observer(({ cert, withQr = false }: { cert: Certificate | CertificateCheck; withQr?: boolean }) => (
  <View className={`cert-card cert-certificate cert-certificate--${cert.status}`} data-testid='certificate' data-status={cert.status}>
    <View className='cert-certificate__head'>
      <Text className='cert-certificate__course'>{cert.courseTitle}</Text>
      <CertificatePill status={cert.status} />
    </View>
    {notes(cert).map((note) => <Text key={note} className='cert-certificate__note' data-testid='certificate-note'>{note}</Text>)}
    <View className='cert-admit__top'>
      <HolderPhoto photo={cert.photo} name={cert.holderName} alt={t('certification.cert.photo')} />
      <InfoRows rows={[
        [t('certification.cert.holder'), cert.holderName, 'certificate-holder'],
        [t('certification.cert.number'), cert.number, 'certificate-number'],
        [t('certification.cert.hours'), t('certification.cert.hoursValue', { n: cert.hours })],
        [t('certification.cert.score'), `${cert.score} / ${cert.total}`]
      ]} />
    </View>
    <InfoRows rows={[[t('certification.cert.issued'), cert.issuedOn], [t('certification.cert.expires'), cert.expiresOn]]} />
    {withQr && (
      <View className='cert-certificate__qr'>
        <QrImage text={pageLink(cert.checkPath)} size={132} alt={t('certification.cert.qrHint')} />
        <Text className='cert-certificate__qr-hint'>{t('certification.cert.qrHint')}</Text>
      </View>
    )}
  </View>
))
