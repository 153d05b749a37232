// The cards of the order detail below the order itself: payment issue, payment attempts, invoice, logistics.
import { Alert, Button, Card, Descriptions, Empty, Input, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import type { AdminOrderDetail, AdminPayment } from '@contract/commerce/admin-shapes'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { InvoiceModal } from './InvoiceModal'
import { LogisticsModal } from './LogisticsModal'

/** `onChanged` reloads the order detail after a write (refine reloads lists by itself, not a detail by id). */
interface CardProps { order: AdminOrderDetail; onChanged?: () => void }

export function IssueAlert({ order, onChanged }: CardProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const resolve = useApiAction(api.resolvePaymentIssue, { invalidate: ['orders', 'payment-issues'] })
  if (!order.paymentIssue) return null
  const issue = t(`orders.issues.${order.paymentIssue}`)
  const resolved = order.paymentIssueResolvedAt
  return (
    <>
      <Alert style={{ marginBottom: 16 }} type={resolved ? 'info' : 'error'} showIcon message={t('orders.issueBanner', { issue })}
        description={resolved ? t('orders.issueResolved', { time: formatDateTime(resolved), note: order.paymentIssueNote }) : undefined}
        action={!resolved && <Button danger onClick={() => setOpen(true)}>{t('orders.actions.resolveIssue')}</Button>} />
      <Modal open={open} title={t('orders.actions.resolveIssue')} onCancel={() => setOpen(false)} okButtonProps={{ loading: resolve.isPending, disabled: !note.trim() }}
        onOk={() => resolve.mutate({ params: { id: order.id }, body: { note } }, { onSuccess: () => { setOpen(false); onChanged?.() } })} destroyOnHidden>
        <Input.TextArea rows={3} maxLength={200} showCount value={note} onChange={(e) => setNote(e.target.value)}
          placeholder={t('orders.confirm.issuePlaceholder')} aria-label={t('orders.fields.issueNote')} />
      </Modal>
    </>
  )
}

export function PaymentsCard({ payments }: { payments: AdminPayment[] }) {
  const t = useT()
  return (
    <Card size="small" title={t('orders.sections.payments')} style={{ marginBottom: 16 }}>
      <Table<AdminPayment> dataSource={payments} rowKey="id" size="small" pagination={false} locale={{ emptyText: t('orders.empty.payments') }}>
        <Table.Column<AdminPayment> dataIndex="method" title={t('orders.fields.method')} render={(m: AdminPayment['method']) => t(`orders.methods.${m}`)} />
        <Table.Column<AdminPayment> dataIndex="outTradeNo" title={t('orders.fields.outTradeNo')} />
        <Table.Column<AdminPayment> dataIndex="status" title={t('orders.fields.attemptStatus')} render={(s: AdminPayment['status']) => t(`orders.attempt.${s}`)} />
        <Table.Column<AdminPayment> dataIndex="amountFen" title={t('orders.fields.amount')} align="right" render={(fen: number) => formatFen(fen)} />
        <Table.Column<AdminPayment> dataIndex="transactionId" title={t('orders.fields.transactionId')} render={(v: string | null) => v ?? '—'} />
        <Table.Column<AdminPayment> dataIndex="paidAt" title={t('orders.fields.paidAt')} render={(v: string | null) => formatDateTime(v)} />
        <Table.Column<AdminPayment> dataIndex="autoRefundStatus" title={t('orders.fields.autoRefund')}
          render={(_, p) => (p.autoRefundStatus ? `${t(`orders.autoRefund.${p.autoRefundStatus}`)}（${p.autoRefundNo}）` : '—')} />
      </Table>
    </Card>
  )
}

export function InvoiceCard({ order, onChanged }: CardProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const { invoice } = order
  return (
    <Card size="small" title={t('orders.sections.invoice')} style={{ marginBottom: 16 }} data-testid="invoice-card"
      extra={invoice && <Button size="small" type="primary" disabled={order.status === 'refunded'} onClick={() => setOpen(true)} data-testid="invoice-edit">{t('orders.actions.editInvoice')}</Button>}>
      {invoice && order.status === 'refunded' && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('orders.invoiceOrderRefundedHint')} />}
      {!invoice ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.empty.invoice')} /> : (
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('orders.fields.invoiceTitle')}>{invoice.title}（{t(`orders.invoiceTypes.${invoice.type}`)}）</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.taxId')}>{invoice.taxId || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.amount')}>{formatFen(invoice.amountFen)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.invoiceContent')}>{invoice.content}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.contact')}>{invoice.contact} {invoice.phone}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.mailAddress')}>{invoice.address || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.invoiceNo')}>{invoice.invoiceNo || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.invoiceDate')}>{invoice.invoiceDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.mailStatus')}>{t(`orders.mail.${invoice.mailStatus}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.fields.mailNo')}>{invoice.mailNo || '—'}</Descriptions.Item>
        </Descriptions>
      )}
      {open && invoice && <InvoiceModal invoice={invoice} onClose={() => setOpen(false)} onSaved={onChanged} />}
    </Card>
  )
}

export function LogisticsCard({ order, onChanged }: CardProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const { logistics } = order
  const canShip = order.address !== null && (order.status === 'paid' || order.status === 'refunding')
  return (
    <Card size="small" title={t('orders.sections.logistics')} style={{ marginBottom: 16 }}
      extra={canShip && <Button size="small" onClick={() => setOpen(true)}>{t('orders.actions.editLogistics')}</Button>}>
      {!logistics ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={order.address ? t('orders.empty.logistics') : t('orders.noAddress')} /> : (
        <>
          <Typography.Paragraph>{logistics.carrier} · {logistics.mailNo} · {logistics.status}</Typography.Paragraph>
          {logistics.entries.map((e, i) => <div key={i} style={{ color: '#666' }}>{e.time} {e.text}</div>)}
        </>
      )}
      {open && <LogisticsModal orderId={order.id} logistics={logistics} onClose={() => setOpen(false)} onSaved={onChanged} />}
    </Card>
  )
}
