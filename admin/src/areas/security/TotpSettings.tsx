// 两步验证: the signed-in operator's TOTP. Off → 开启 shows a QR (and the key to type) and takes a first code; the
// server then starts a fresh session here and ends the others. On → a current code turns it off, unless a role
// requires it (TOTP_REQUIRED_ROLES).
import { Alert, App, Button, Card, Form, Input, Tag, Typography } from 'antd'
import { useState } from 'react'
import * as operator from '@contract/identity/operator-endpoints'
import type { TotpSetup } from '@contract/identity/operator-shapes'
import { TotpEnrolment } from '../../components/TotpEnrolment'
import { call } from '../../api/client'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { startSession } from '../../providers/session'
import { useT } from '../../providers/i18n-provider'

export function TotpSettings() {
  const t = useT()
  const status = useApiQuery(operator.getTotpStatus)
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [starting, setStarting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const { message } = App.useApp()
  const disable = useApiAction(operator.disableTotp, { successMessage: t('security.totp.disabled') })
  const enabled = status.data?.enabled ?? false

  async function start() {
    setStarting(true)
    try {
      setSetup(await call(operator.setupTotp, { body: {} }))
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
    } finally {
      setStarting(false)
    }
  }

  // Not through useApiAction: its reloads would go out with the token that this very answer has just ended.
  async function onConfirm(code: string) {
    setConfirming(true)
    try {
      const { token, user } = await call(operator.confirmTotp, { body: { code } })
      startSession(token, user)
      setSetup(null)
      message.success(t('security.totp.enabled'))
      await status.refetch()
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
    } finally {
      setConfirming(false)
    }
  }

  return (
    <Card title={t('security.totp.title')} extra={<Tag color={enabled ? 'green' : 'default'}>{enabled ? t('security.totp.on') : t('security.totp.off')}</Tag>}>
      <Typography.Paragraph type="secondary">{t('security.totp.intro')}</Typography.Paragraph>
      {status.data?.required && <Alert type="info" showIcon message={t('security.totp.required')} style={{ marginBottom: 16 }} />}
      {!enabled && !setup && (
        <Button type="primary" loading={starting} onClick={start}>{t('security.totp.start')}</Button>
      )}
      {!enabled && setup && <TotpEnrolment setup={setup} onCode={onConfirm} pending={confirming} submit={t('security.totp.confirm')} />}
      {enabled && !status.data?.required && (
        <Form layout="inline" onFinish={(values: { code: string }) => disable.mutate({ body: { code: values.code } })}>
          <Form.Item name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: t('security.totp.codePlaceholder') }]}>
            <Input placeholder={t('security.totp.disableHint')} maxLength={6} inputMode="numeric" style={{ width: 220 }} />
          </Form.Item>
          <Button danger htmlType="submit" loading={disable.isPending}>{t('security.totp.disable')}</Button>
        </Form>
      )}
    </Card>
  )
}
