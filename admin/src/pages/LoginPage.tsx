// 登录运营后台: the app's accounts, by password or SMS code, then a TOTP code when the operator has one (or must
// set one up: TotpStep). The server's sentence is shown as is (wrong password, throttled, disabled account, not
// an operator); every attempt lands in the operators' sign-in log on the server.
import { useLogin } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Space, Tabs, Typography } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import * as identity from '@contract/identity/endpoints'
import * as operator from '@contract/identity/operator-endpoints'
import type { ConsoleLoginInput, ConsoleSignedIn } from '@contract/identity/operator-shapes'
import { call } from '../api/client'
import type { LoginParams } from '../providers/auth-provider'
import { useT } from '../providers/i18n-provider'
import { TotpStep } from './TotpStep'

type Mode = ConsoleLoginInput['mode']

const PHONE = /^1\d{10}$/

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return undefined
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return [left, setLeft]
}

function SmsCodeField({ phone }: { phone: string }) {
  const t = useT()
  const [left, start] = useCountdown()
  const [sending, setSending] = useState(false)
  const [note, setNote] = useState<{ type: 'success' | 'error'; text: string } | null>(null)
  async function send() {
    setSending(true)
    setNote(null)
    try {
      const { cooldownSeconds } = await call(identity.sendSms, { body: { phone, scene: 'login' } })
      start(cooldownSeconds)
      setNote({ type: 'success', text: t('login.codeSent') })
    } catch (err) {
      setNote({ type: 'error', text: err instanceof Error ? err.message : String(err) })
    } finally {
      setSending(false)
    }
  }
  return (
    <Form.Item label={t('login.code')} required extra={note && <Typography.Text type={note.type === 'error' ? 'danger' : 'success'}>{note.text}</Typography.Text>}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.required') }]}>
          <Input placeholder={t('login.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={send} loading={sending} disabled={left > 0 || !PHONE.test(phone)}>
          {left > 0 ? t('login.resend', { seconds: left }) : t('login.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  )
}

export function LoginPage() {
  const t = useT()
  const [mode, setMode] = useState<Mode>('password')
  const [form] = Form.useForm()
  const phone = Form.useWatch('phone', form) ?? ''
  const { mutate: login } = useLogin<LoginParams>()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState('')
  const [second, setSecond] = useState<{ step: 'totp' | 'enrol'; ticket: string } | null>(null)

  const finish = (signedIn: ConsoleSignedIn) => login({ mode: 'session', token: signedIn.token, user: signedIn.user })
  const back = useCallback((message?: string) => {
    setSecond(null)
    setFailure(message ?? '')
  }, [])

  async function submit(values: Record<string, string>) {
    setPending(true)
    setFailure('')
    try {
      const answer = await call(operator.consoleLogin, { body: { mode, ...values } as ConsoleLoginInput })
      if (answer.step === 'done') finish(answer)
      else setSecond(answer)
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err))
    } finally {
      setPending(false)
    }
  }

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #e9f9ee 0%, #f5f7f6 60%)' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>{t('login.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
        {second && <div style={{ marginTop: 16 }}><TotpStep {...second} onDone={finish} onBack={back} /></div>}
        <div style={{ display: second ? 'none' : undefined }}>
          <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)}
            items={[{ key: 'password', label: t('login.password') }, { key: 'sms', label: t('login.sms') }]} />
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item name="phone" label={t('login.phone')} rules={[{ required: true, message: t('login.required') }, { pattern: PHONE, message: t('login.phoneInvalid') }]}>
              <Input placeholder={t('login.phonePlaceholder')} maxLength={11} inputMode="tel" autoComplete="username" />
            </Form.Item>
            {mode === 'password' ? (
              <Form.Item name="password" label={t('login.passwordLabel')} rules={[{ required: true, message: t('login.required') }]}>
                <Input.Password placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
              </Form.Item>
            ) : (
              <SmsCodeField phone={phone} />
            )}
            {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" block loading={pending}>{t('login.submit')}</Button>
          </Form>
        </div>
      </Card>
    </main>
  )
}
