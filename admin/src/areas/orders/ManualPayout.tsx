// 登记人工打款: a refund of an order paid by bank transfer has no provider to go back through, so finance transfers
// the money by hand and records the transfer's reference here (finance only); the refund completes at once.
import { CanAccess } from '@refinedev/core'
import { Button, Form, Input, Modal, Typography, type ButtonProps } from 'antd'
import { useState } from 'react'
import type { ManualPayoutInput } from '@contract/commerce/admin-refund-shapes'
import type { AdminRefund } from '@contract/commerce/admin-shapes'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'

function PayoutModal({ refund, onClose, onDone }: { refund: AdminRefund; onClose: () => void; onDone?: () => void }) {
  const t = useT()
  const [form] = Form.useForm<Required<ManualPayoutInput>>()
  const record = useApiAction(api.manualPayoutRefund, { invalidate: ['orders', 'refunds'] })
  const submit = (body: Required<ManualPayoutInput>) =>
    record.mutate({ params: { id: refund.id }, body: { reference: body.reference, note: body.note ?? '' } }, {
      onSuccess: () => { onClose(); onDone?.() },
      onError: (err) => showFieldErrors(form, err)
    })
  return (
    <Modal open title={t('orders.actions.manualPayout')} okText={t('orders.actions.manualPayout')} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ loading: record.isPending, 'data-testid': 'refund-manual-confirm' } as ButtonProps} destroyOnHidden>
      <Typography.Paragraph>{t('orders.confirm.manualPayout')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('orders.confirm.amountLine', { amount: formatFen(refund.amountFen), orderNo: refund.orderNo })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reference" label={t('orders.fields.payoutReference')} rules={[{ required: true, whitespace: true, message: t('login.required') }]}>
          <Input maxLength={64} data-testid="refund-manual-reference" />
        </Form.Item>
        <Form.Item name="note" label={t('orders.fields.note')}>
          <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('orders.confirm.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function ManualPayoutButton({ refund, onDone }: { refund: AdminRefund; onDone?: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <CanAccess resource="refunds" action="payout">
      <Button size="small" type="primary" onClick={() => setOpen(true)} data-testid="refund-manual">{t('orders.actions.manualPayout')}</Button>
      {open && <PayoutModal refund={refund} onClose={() => setOpen(false)} onDone={onDone} />}
    </CanAccess>
  )
}
