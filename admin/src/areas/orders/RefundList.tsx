// 退款审核: refunds by status and keyword (open ones oldest first, the order finance works through them), with
// the step buttons in each row; CSV export of what the filters select.
import { List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Button, Form, Input, Select, Space, Table } from 'antd'
import type { AdminRefund } from '@contract/admin-orders'
import { REFUND_STATUSES } from '@contract/commerce-constants'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { RefundSteps } from './RefundSteps'
import { RefundStatusTag } from './tags'
import { maskPhone } from '@contract/admin'
import { csvText } from '../../components/csv-cells'

function toFilters(values: { status?: string; keyword?: string }): CrudFilter[] {
  return [
    { field: 'status', operator: 'eq', value: values.status },
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() }
  ]
}

export function RefundList() {
  const t = useT()
  const { tableProps, searchFormProps, filters } = useTable<AdminRefund>({
    resource: 'refunds',
    syncWithLocation: true,
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'pending' }] },
    onSearch: (values) => toFilters(values as { status?: string; keyword?: string })
  })
  return (
    <List
      title={t('orders.titles.refunds')}
      headerButtons={
        <CsvExportButton<AdminRefund>
          resource="refunds"
          filters={filters}
          mapData={(r) => ({
            [t('orders.fields.refundNo')]: csvText(r.outRefundNo),
            [t('orders.fields.orderNo')]: csvText(r.orderNo),
            [t('orders.fields.buyerName')]: r.buyerName,
            [t('orders.fields.buyerPhone')]: maskPhone(r.buyerPhone),
            [t('orders.fields.goods')]: r.goodsTitle,
            [t('orders.fields.refundAmount')]: (r.amountFen / 100).toFixed(2),
            [t('orders.fields.status')]: t(`orders.refundStatus.${r.status}`),
            [t('orders.fields.reason')]: r.reason,
            [t('orders.fields.submittedAt')]: formatDateTime(r.submittedAt),
            [t('orders.fields.refundedAt')]: r.paidAt ? formatDateTime(r.paidAt) : ''
          })}
        />
      }
    >
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ status: 'pending' }}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.refundKeyword')} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="status">
          <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 140 }}
            options={REFUND_STATUSES.map((value) => ({ value, label: t(`orders.refundStatus.${value}`) }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('words.search')}</Button>
          <Button onClick={() => { searchFormProps.form?.setFieldsValue({ keyword: undefined, status: undefined }); searchFormProps.form?.submit() }}>
            {t('words.all')}
          </Button>
        </Space>
      </Form>
      <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: 1200 }}>
        <Table.Column<AdminRefund> dataIndex="orderNo" title={t('orders.fields.orderNo')} width={190} />
        <Table.Column<AdminRefund> dataIndex="buyerPhone" title={t('orders.fields.buyer')} width={140}
          render={(_, r) => <>{r.buyerName || '—'}<br /><span style={{ color: '#888' }}>{r.buyerPhone}</span></>} />
        <Table.Column<AdminRefund> dataIndex="goodsTitle" title={t('orders.fields.goods')} />
        <Table.Column<AdminRefund> dataIndex="amountFen" title={t('orders.fields.refundAmount')} width={150} align="right"
          render={(_, r) => <>{formatFen(r.amountFen)}<br /><span style={{ color: '#888' }}>/ {formatFen(r.orderAmountDueFen)}</span></>} />
        <Table.Column<AdminRefund> dataIndex="reason" title={t('orders.fields.reason')} ellipsis />
        <Table.Column<AdminRefund> dataIndex="status" title={t('orders.fields.status')} width={110} render={(_, r) => <RefundStatusTag status={r.status} />} />
        <Table.Column<AdminRefund> dataIndex="submittedAt" title={t('orders.fields.submittedAt')} width={150}
          render={(value: string) => formatDateTime(value)} />
        <Table.Column<AdminRefund> title={t('table.actions' as never)} width={250} fixed="right"
          render={(_, r) => <Space><RefundSteps refund={r} /><ShowButton hideText size="small" recordItemId={r.id} /></Space>} />
      </Table>
    </List>
  )
}
