// 退款 on an order: an operator refunds a paid order in full or in part (amount defaults to the refundable rest the
// server computed), with a reason (class cancelled, goodwill, other + note). The server opens the refund at
// finance approved; finance then pays it out (or, for a bank transfer, records the manual payout).
import { CanAccess } from '@refinedev/core'
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, type ButtonProps } from 'antd'
import { useState } from 'react'
import type { OperatorRefundInput } from '@contract/commerce/admin-refund-shapes'
import type { AdminOrderDetail } from '@contract/commerce/admin-shapes'
import { REFUND_REASON_KINDS } from '@contract/commerce/constants'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { showFieldErrors } from '../../components/form-errors'
import { yuanOverFen } from '../../components/form-values'
import { useT } from '../../providers/i18n-provider'

function StartModal({ order, onClose, onDone }: { order: AdminOrderDetail; onClose: () => void; onDone?: () => void }) {
  const t = useT()
  const [form] = Form.useForm<Required<OperatorRefundInput>>()
  const reasonKind = Form.useWatch('reasonKind', form)
  const start = useApiAction(api.startRefundAdmin, { invalidate: ['orders', 'refunds'] })
  const { refundable } = order
  const submit = (body: Required<OperatorRefundInput>) =>
    start.mutate({ params: { id: order.id }, body: { ...body, note: body.note ?? '' } }, {
      onSuccess: () => { onClose(); onDone?.() },
      onError: (err) => showFieldErrors(form, err)
    })
  return (
    <Modal open title={t('orders.refundStart.title')} okText={t('orders.refundStart.submit')} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ danger: true, loading: start.isPending, 'data-testid': 'refund-start-confirm' } as ButtonProps} destroyOnHidden>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('orders.refundStart.rest', {
        paid: formatFen(refundable.paidFen), refunded: formatFen(refundable.refundedFen), rest: formatFen(refundable.refundableFen)
      })} />
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ amountFen: refundable.refundableFen, reasonKind: 'class_cancelled', note: '' }}>
        <Form.Item name="amountFen" label={t('orders.fields.refundAmount')} {...yuanOverFen} extra={t('orders.refundStart.partialHint')}
          rules={[{ required: true, message: t('login.required') }]}>
          <InputNumber prefix="¥" min={0.01} max={refundable.refundableFen / 100} style={{ width: 200 }} data-testid="refund-start-amount" />
        </Form.Item>
        <Form.Item name="reasonKind" label={t('orders.fields.reason')}>
          <Radio.Group options={REFUND_REASON_KINDS.map((value) => ({ value, label: t(`orders.reasonKinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('orders.fields.note')}
          rules={[{ required: reasonKind === 'other', whitespace: true, message: t('orders.refundStart.noteRequired') }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('orders.confirm.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The 退款 button of an order's refunds card: a paid order with something left to refund, for refund reviewers. */
export function RefundStartButton({ order, onDone }: { order: AdminOrderDetail; onDone?: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  if (order.status !== 'paid' || order.refundable.refundableFen === 0) return null
  return (
    <CanAccess resource="refunds" action="review">
      <Button size="small" danger onClick={() => setOpen(true)} data-testid="refund-start">{t('orders.actions.startRefund')}</Button>
      {open && <StartModal order={order} onClose={() => setOpen(false)} onDone={onDone} />}
    </CanAccess>
  )
}
