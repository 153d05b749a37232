// 停用账号 / 启用账号 with a confirmation and an optional reason (kept in the audit log). Disabling signs the user
// out everywhere at once (the server revokes every session in the same transaction).
import { Button, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import type { AdminUserDetail } from '@contract/identity/admin-shapes'
import * as api from '@contract/identity/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { translate, useT } from '../../providers/i18n-provider'

export function StatusButton({ user }: { user: AdminUserDetail }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ reason?: string }>()
  const enabling = user.disabled
  const action = useApiAction(enabling ? api.enableAdminUser : api.disableAdminUser, {
    invalidate: ['users'],
    successMessage: translate(enabling ? 'users.enable.done' : 'users.disable.done')
  })
  const submit = async () => {
    const { reason } = await form.validateFields()
    try {
      await action.mutateAsync({ params: { id: user.id }, body: { reason: reason?.trim() || undefined } })
      setOpen(false)
      form.resetFields()
    } catch (err) {
      // The sentence is shown by useApiAction; a field's reason goes beside the field.
      const errors = (err as { errors?: Record<string, string> }).errors
      if (errors?.reason) form.setFields([{ name: 'reason', errors: [errors.reason] }])
    }
  }
  const texts = enabling ? 'users.enable' : 'users.disable'
  return (
    <>
      <Button danger={!enabling} type={enabling ? 'primary' : 'default'} onClick={() => setOpen(true)}>
        {t(`${texts}.button`)}
      </Button>
      <Modal open={open} title={t(`${texts}.title`)} okText={t(`${texts}.ok`)} okButtonProps={{ danger: !enabling }}
        confirmLoading={action.isPending} onOk={submit} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>{t(`${texts}.confirm`)}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('users.disable.reason')}>
            <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('users.disable.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
