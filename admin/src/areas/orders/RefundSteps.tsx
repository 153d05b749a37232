// The refund review buttons: 财务审核通过 (pending), 确认打款 / 重新打款 (finance only; 登记人工打款 for a bank
// transfer order, which has no provider to pay back through), 拒绝退款 (pending and
// finance approved). Each asks for an optional note in a modal, then takes the step on the server and reloads the
// orders and refunds it shows. Hidden for roles that can't take the step (the server refuses them anyway).
import { CanAccess } from '@refinedev/core'
import { Button, Input, Modal, Space, Typography, type ButtonProps } from 'antd'
import { useState } from 'react'
import type { AdminRefund } from '@contract/commerce/admin-shapes'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { ManualPayoutButton } from './ManualPayout'

type Step = 'approve' | 'payout' | 'reject'
const ENDPOINTS = { approve: api.approveRefund, payout: api.payoutRefund, reject: api.rejectRefund }

function StepModal({ refund, step, onClose, onDone }: { refund: AdminRefund; step: Step; onClose: () => void; onDone?: () => void }) {
  const t = useT()
  const [note, setNote] = useState('')
  const action = useApiAction(ENDPOINTS[step], { invalidate: ['orders', 'refunds', 'payment-issues'] })
  const retry = step === 'payout' && refund.status === 'paying'
  const title = t(retry ? 'orders.actions.retryPayout' : `orders.actions.${step}`)
  const submit = () =>
    action.mutate({ params: { id: refund.id }, body: { note } }, { onSuccess: () => { onClose(); onDone?.() } })
  return (
    <Modal open title={title} okText={title} okButtonProps={{ danger: step === 'reject', loading: action.isPending, 'data-testid': `refund-${step}-confirm` } as ButtonProps}
      onOk={submit} onCancel={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t(retry ? 'orders.confirm.retryPayout' : `orders.confirm.${step}`)}</Typography.Text>
        <Typography.Text type="secondary">{t('orders.confirm.amountLine', { amount: formatFen(refund.amountFen), orderNo: refund.orderNo })}</Typography.Text>
        <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} showCount rows={3}
          placeholder={t('orders.confirm.notePlaceholder')} aria-label={t('orders.fields.note')} />
      </Space>
    </Modal>
  )
}

export function RefundSteps({ refund, onDone }: { refund: AdminRefund; onDone?: () => void }) {
  const t = useT()
  const [open, setOpen] = useState<Step | null>(null)
  const { status } = refund
  const button = (step: Step, label: string, type: 'primary' | 'default' = 'default') => (
    <Button size="small" type={type} danger={step === 'reject'} onClick={() => setOpen(step)} data-testid={`refund-${step}`}>{label}</Button>
  )
  return (
    <Space wrap>
      {status === 'pending' && (
        <CanAccess resource="refunds" action="review">{button('approve', t('orders.actions.approve'), 'primary')}</CanAccess>
      )}
      {status === 'finance_approved' && refund.orderPaymentMethod === 'offline' && <ManualPayoutButton refund={refund} onDone={onDone} />}
      {(status === 'finance_approved' || status === 'paying') && refund.orderPaymentMethod !== 'offline' && (
        <CanAccess resource="refunds" action="payout">
          {button('payout', t(status === 'paying' ? 'orders.actions.retryPayout' : 'orders.actions.payout'), 'primary')}
        </CanAccess>
      )}
      {(status === 'pending' || status === 'finance_approved') && (
        <CanAccess resource="refunds" action="review">{button('reject', t('orders.actions.reject'))}</CanAccess>
      )}
      {open && <StepModal refund={refund} step={open} onClose={() => setOpen(null)} onDone={onDone} />}
    </Space>
  )
}
