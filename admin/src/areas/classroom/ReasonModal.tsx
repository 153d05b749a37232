// A modal asking one required reason before an action that people are told about or that is audited (cancel a
// session or a class, reject a leave, gift a seat): the action runs with the trimmed text.
import { Form, Input, Modal } from 'antd'
import type { ReactNode } from 'react'

interface Props {
  open: boolean
  title: string
  label: string
  requiredMessage: string
  /** Above the field: what the action does. */
  hint?: ReactNode
  danger?: boolean
  busy?: boolean
  onCancel: () => void
  onSubmit: (reason: string) => void
}

export function ReasonModal({ open, title, label, requiredMessage, hint, danger, busy, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>()
  return (
    <Modal open={open} title={title} onCancel={onCancel} destroyOnHidden okButtonProps={{ danger, loading: busy }}
      onOk={() => form.validateFields().then((values) => onSubmit(values.reason.trim()))}>
      {hint && <p>{hint}</p>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
