// A registration's or certificate's state as a small label: green while it is good news, grey otherwise.
import { observer } from 'mobx-react'
import type { CertificateStatus, RegistrationStatus } from '@contract/certification/constants'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'

const GOOD: readonly string[] = ['approved', 'admit_card_sent', 'passed', 'valid']

export const RegistrationPill = observer(({ status }: { status: RegistrationStatus }) => (
  <Pill tone={GOOD.includes(status) ? 'green' : 'grey'} solid={status === 'passed'}>{t(`certification.status.${status}`)}</Pill>
))

export const CertificatePill = observer(({ status }: { status: CertificateStatus }) => (
  <Pill tone={status === 'valid' ? 'green' : 'grey'} solid={status === 'valid'}>{t(`certification.cert.state.${status}`)}</Pill>
))
