// A TOTP secret to enrol: its QR (an image the server drew), the key to type instead, and the first code. Used by
// the security area's 两步验证 page and by the login page when a role requires TOTP.
import { Button, Form, Input, Space, Typography } from 'antd'
import type { TotpSetup } from '@contract/identity/operator-shapes'
import { useT } from '../providers/i18n-provider'

export function TotpEnrolment({ setup, onCode, pending, submit }: { setup: TotpSetup; onCode: (code: string) => void; pending: boolean; submit: string }) {
  const t = useT()
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('security.totp.scan')}</Typography.Text>
      <img src={setup.qr} alt="otpauth QR" width={180} height={180} data-testid="totp-qr" />
      <Typography.Text copyable={{ text: setup.secret }}>{t('security.totp.secret')}: <code data-testid="totp-secret">{setup.secret}</code></Typography.Text>
      <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => onCode(values.code)}>
        <Form.Item name="code" label={t('security.totp.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('security.totp.codePlaceholder') }]}>
          <Input placeholder={t('security.totp.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>{submit}</Button>
      </Form>
    </Space>
  )
}
