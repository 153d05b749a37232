// 发票: invoice requests by status (待开票, 已开票, 已邮寄) and keyword, newest first, each with its 开票 / 邮寄
// modal; an invoice of an order refunded in full is marked (nothing more is issued or posted for it); CSV export
// of what the filters select.
import { Button, Form, Input, Select, Table, Tag, Tooltip } from 'antd'
import { Link } from 'react-router'
import { useState } from 'react'
import { maskPhone } from '@contract/admin'
import { INVOICE_LIST_STATUSES, type AdminInvoice } from '@contract/commerce/admin-shapes'
import { csvText } from '../../components/csv-cells'
import { formatDateTime, formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { InvoiceModal } from './InvoiceModal'

const statusOf = (i: AdminInvoice) => (i.mailStatus === 'mailed' ? 'mailed' : i.invoiceNo ? 'issued' : 'requested')

export function InvoiceList() {
  const t = useT()
  const [editing, setEditing] = useState<AdminInvoice | null>(null)
  return (
    <ResourceList<AdminInvoice>
      resource="invoices"
      title={t('orders.titles.invoices')}
      csvRow={(i) => ({
        [t('orders.fields.orderNo')]: csvText(i.orderNo),
        [t('orders.fields.invoiceTitle')]: i.title,
        [t('orders.fields.invoiceType')]: t(`orders.invoiceTypes.${i.type}`),
        [t('orders.fields.taxId')]: csvText(i.taxId),
        [t('orders.fields.amount')]: (i.amountFen / 100).toFixed(2),
        [t('orders.fields.contact')]: `${i.contact} ${maskPhone(i.phone)}`,
        [t('orders.fields.mailAddress')]: i.address,
        [t('orders.fields.invoiceNo')]: i.invoiceNo,
        [t('orders.fields.invoiceDate')]: i.invoiceDate ?? '',
        [t('orders.fields.mailStatus')]: t(`orders.mail.${i.mailStatus}`),
        [t('orders.fields.mailNo')]: i.mailNo,
        [t('orders.fields.orderStatus')]: t(`orders.status.${i.orderStatus}`),
        [t('orders.fields.createdAt')]: formatDateTime(i.createdAt)
      })}
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.invoiceKeyword')} style={{ width: 220 }} /></Form.Item>
          <Form.Item name="status">
            <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 120 }}
              options={INVOICE_LIST_STATUSES.map((value) => ({ value, label: t(`orders.invoiceStatus.${value}`) }))} />
          </Form.Item>
        </>
      }
      rowActions={(i) => (
        <Button size="small" type="link" disabled={i.orderStatus === 'refunded'} onClick={() => setEditing(i)}>{t('orders.actions.editInvoice')}</Button>
      )}
      rowActionsWidth={120}
      below={editing && <InvoiceModal invoice={editing} onClose={() => setEditing(null)} />}
    >
      <Table.Column<AdminInvoice> dataIndex="orderNo" title={t('orders.fields.orderNo')} width={190}
        render={(_, i) => <Link to={`/orders/show/${i.orderId}`}>{i.orderNo}</Link>} />
      <Table.Column<AdminInvoice> dataIndex="title" title={t('orders.fields.invoiceTitle')}
        render={(_, i) => <>{i.title}<span style={{ color: '#888' }}> · {t(`orders.invoiceTypes.${i.type}`)}</span></>} />
      <Table.Column<AdminInvoice> dataIndex="amountFen" title={t('orders.fields.amount')} width={110} align="right" render={(fen: number) => formatFen(fen)} />
      <Table.Column<AdminInvoice> dataIndex="buyerPhone" title={t('orders.fields.contact')} width={170} render={(_, i) => `${i.contact} ${i.phone}`} />
      <Table.Column<AdminInvoice> dataIndex="mailStatus" title={t('orders.fields.status')} width={200}
        render={(_, i) => (
          <>
            {t(`orders.invoiceStatus.${statusOf(i)}`)}
            {i.orderStatus === 'refunded' && (
              <Tooltip title={t('orders.invoiceOrderRefundedHint')}>
                <Tag color="error" style={{ marginInlineStart: 8 }}>{t('orders.invoiceOrderRefunded')}</Tag>
              </Tooltip>
            )}
          </>
        )} />
      <Table.Column<AdminInvoice> dataIndex="invoiceNo" title={t('orders.fields.invoiceNo')} width={150} render={(v: string) => v || '—'} />
      <Table.Column<AdminInvoice> dataIndex="createdAt" title={t('orders.fields.createdAt')} width={150}
        render={(value: string) => formatDateTime(value)} />
    </ResourceList>
  )
}
