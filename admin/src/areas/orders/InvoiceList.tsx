// 发票: invoice requests by status (待开票, 已开票, 已邮寄) and keyword, newest first, each with its 开票 / 邮寄
// modal; CSV export of what the filters select.
import { List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Button, Form, Input, Select, Table, Tag, Tooltip } from 'antd'
import { Link } from 'react-router'
import { useState } from 'react'
import { INVOICE_LIST_STATUSES, type AdminInvoice } from '@contract/admin-orders'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { InvoiceModal } from './InvoiceModal'
import { ListFilters } from '../../components/ListFilters'
import { maskPhone } from '@contract/admin'
import { csvText } from '../../components/csv-cells'

function toFilters(values: { status?: string; keyword?: string }): CrudFilter[] {
  return [
    { field: 'status', operator: 'eq', value: values.status },
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() }
  ]
}

const statusOf = (i: AdminInvoice) => (i.mailStatus === 'mailed' ? 'mailed' : i.invoiceNo ? 'issued' : 'requested')

export function InvoiceList() {
  const t = useT()
  const [editing, setEditing] = useState<AdminInvoice | null>(null)
  const { tableProps, searchFormProps, filters } = useTable<AdminInvoice>({
    resource: 'invoices',
    syncWithLocation: true,
    onSearch: (values) => toFilters(values as { status?: string; keyword?: string })
  })
  return (
    <List
      title={t('orders.titles.invoices')}
      headerButtons={
        <CsvExportButton<AdminInvoice>
          resource="invoices"
          filters={filters}
          mapData={(i) => ({
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
        />
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.invoiceKeyword')} style={{ width: 220 }} /></Form.Item>
        <Form.Item name="status">
          <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 120 }}
            options={INVOICE_LIST_STATUSES.map((value) => ({ value, label: t(`orders.invoiceStatus.${value}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
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
        <Table.Column<AdminInvoice> title={t('table.actions' as never)} width={120}
          render={(_, i) => (
            <Button size="small" type="link" disabled={i.orderStatus === 'refunded'} onClick={() => setEditing(i)}>{t('orders.actions.editInvoice')}</Button>
          )} />
      </Table>
      {editing && <InvoiceModal invoice={editing} onClose={() => setEditing(null)} />}
    </List>
  )
}
