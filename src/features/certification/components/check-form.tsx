// 证书查询: type (or arrive with) a certificate number and see the certificate's record, clearly marked when expired
// or revoked. Open to anyone; the server limits how many numbers one address may check a minute.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { CERT_NUMBER_RE } from '@contract/certification/constants'
import type { CertificateCheck } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { BusinessRefusal } from '@/shared/request'
import { Empty } from '@/shared/ui/empty'
import { useAction } from '@/shared/use-action'
import { checkCertificate } from '../api'
import { CertificateCard } from './certificate-card'
import './certification.scss'

type Outcome = { kind: 'found'; cert: CertificateCheck } | { kind: 'missing'; message: string } | null

const clean = (text: string) => text.replace(/\s+/g, '').toUpperCase()

export const CheckForm = observer(({ initial }: { initial?: string }) => {
  const [number, setNumber] = useState(clean(initial ?? ''))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [error, setError] = useState('')
  const check = useAction(async (value: string) => {
    try {
      setOutcome({ kind: 'found', cert: await checkCertificate(value) })
    } catch (err) {
      if (err instanceof BusinessRefusal) setOutcome({ kind: 'missing', message: err.message })
      else throw err
    }
  })
  const submit = (value = number) => {
    if (!CERT_NUMBER_RE.test(value)) { setError(t('certification.check.invalid')); return }
    setError('')
    void check.run(value)
  }
  // Opened from a certificate's QR code: the number comes with the link, so check it at once.
  useEffect(() => { if (initial) submit(clean(initial)) }, [initial])
  return (
    <View data-testid='cert-check'>
      <View className='cert-card'>
        <View className='cert-check__row'>
          <Input className='cert-check__input' value={number} maxLength={19} placeholder={t('certification.check.placeholder')}
            onChange={(text) => setNumber(clean(text))} data-testid='cert-check-number' aria-label={t('certification.check.placeholder')} />
          <Button type='primary' disabled={check.busy} onClick={() => submit()} data-testid='cert-check-submit'>{t('certification.check.submit')}</Button>
        </View>
        <Text className={error ? 'cert-check__error' : 'cert-card__meta'}>{error || t('certification.check.hint')}</Text>
      </View>
      {outcome?.kind === 'found' && <CertificateCard cert={outcome.cert} />}
      {outcome?.kind === 'missing' && <Empty status='error' title={outcome.message} />}
    </View>
  )
})
