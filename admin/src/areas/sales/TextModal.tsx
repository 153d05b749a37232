// One required line of text in a modal (a rejection's reason, a payout's reference), sent on OK.
import { Form, Input, Modal, Typography } from 'antd'

interface Props {
  open: boolean
  title: string
  label: string
  hint?: string
  requiredMessage: string
  busy: boolean
  danger?: boolean
  onCancel: () => void
  onSubmit: (text: string) => void
}

export function TextModal({ open, title, label, hint, requiredMessage, busy, danger, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ text: string }>()
  return (
    <Modal open={open} title={title} destroyOnHidden confirmLoading={busy} okButtonProps={{ danger }} onCancel={onCancel}
      onOk={() => form.validateFields().then((values) => onSubmit(values.text.trim()))}>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
