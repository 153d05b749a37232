// 更正实操成绩: the submitted scores of a registration, changed item by item with a required reason; the server
// audits it and moves the result (and certificate) with the new score.
import { Form, Input, InputNumber, Modal, Typography } from 'antd'
import type { AdminRegistration } from '@contract/certification/admin-shapes'
import { correctScore, getExamSetup } from '@contract/certification/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

interface Values {
  reason: string
  scores: Record<string, number>
}

export function CorrectionModal({ registration, onClose }: { registration: AdminRegistration | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<Values>()
  const setup = useApiQuery(getExamSetup, { params: { id: registration?.goodsId ?? 0 } }, { enabled: registration !== null })
  const correct = useApiAction(correctScore, { invalidate: ['exam-registrations', 'certificates'] })
  const submit = (values: Values) => {
    if (!registration) return
    const items = (setup.data?.items ?? []).map((item) => ({ itemId: item.id, score: values.scores[String(item.id)] ?? 0 }))
    correct.mutate({ params: { id: registration.id }, body: { items, reason: values.reason.trim() } }, { onSuccess: onClose })
  }
  return (
    <Modal open={registration !== null} title={t('certification.registrations.correction.title')} onCancel={onClose} destroyOnHidden
      okButtonProps={{ loading: correct.isPending }} onOk={() => form.validateFields().then(submit)}>
      <Typography.Paragraph type="secondary">{t('certification.registrations.correction.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        {(setup.data?.items ?? []).map((item) => (
          <Form.Item key={item.id} name={['scores', String(item.id)]} label={`${item.title}（≤ ${item.maxScore}）`} rules={[{ required: true }]}>
            <InputNumber min={0} max={item.maxScore} precision={0} />
          </Form.Item>
        ))}
        <Form.Item name="reason" label={t('certification.registrations.correction.reason')}
          rules={[{ required: true, whitespace: true, message: t('certification.registrations.correction.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
