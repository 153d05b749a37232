// The login page's second step, with the ticket the first step gave: the TOTP code ('totp'), or, when the
// operator's role requires TOTP and none is set up yet, the enrolment and its first code ('enrol'). A wrong code
// ends the ticket on the server, so the page goes back to the password.
import { Alert, Button, Form, Input, Space, Typography } from 'antd'
import { useEffect, useState } from 'react'
import * as operator from '@contract/identity/operator-endpoints'
import type { ConsoleSignedIn, TotpSetup } from '@contract/identity/operator-shapes'
import { call } from '../api/client'
import { TotpEnrolment } from '../components/TotpEnrolment'
import { useT } from '../providers/i18n-provider'

interface Props {
  step: 'totp' | 'enrol'
  ticket: string
  onDone: (signedIn: ConsoleSignedIn) => void
  onBack: (message?: string) => void
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

export function TotpStep({ step, ticket, onDone, onBack }: Props) {
  const t = useT()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState('')

  useEffect(() => {
    if (step !== 'enrol') return
    call(operator.setupTotp, { body: { ticket } }).then(setSetup, (err: unknown) => onBack(messageOf(err)))
  }, [step, ticket, onBack])

  async function send(code: string) {
    setPending(true)
    setFailure('')
    try {
      onDone(step === 'totp'
        ? await call(operator.consoleLoginTotp, { body: { ticket, code } })
        : await call(operator.confirmTotp, { body: { ticket, code } }))
    } catch (err) {
      // The second step's ticket dies with a wrong code: start again from the password.
      if (step === 'totp') onBack(messageOf(err))
      else setFailure(messageOf(err))
    } finally {
      setPending(false)
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t(step === 'totp' ? 'login.totpTitle' : 'login.enrolTitle')}</Typography.Title>
      <Typography.Text type="secondary">{t(step === 'totp' ? 'login.totpHint' : 'login.enrolHint')}</Typography.Text>
      {step === 'enrol' && setup && <TotpEnrolment setup={setup} onCode={send} pending={pending} submit={t('login.totpSubmit')} />}
      {step === 'totp' && (
        <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => send(values.code)}>
          <Form.Item name="code" label={t('security.totp.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('security.totp.codePlaceholder') }]}>
            <Input autoFocus placeholder={t('security.totp.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>{t('login.totpSubmit')}</Button>
        </Form>
      )}
      {failure && <Alert type="error" showIcon message={failure} />}
      <Button type="link" onClick={() => onBack()} style={{ padding: 0 }}>{t('login.back')}</Button>
    </Space>
  )
}
