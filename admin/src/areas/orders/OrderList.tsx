// 订单 and 支付异常: every order, newest first, filtered by status, kind, payment issue, keyword (order number or
// buyer phone) and order dates; CSV export of what the filters select. The payment-issues screen is this list
// showing only orders with an issue (unresolved ones unless the operator picks another).
import { List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { DatePicker, Form, Input, Select, Space, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import { PAYMENT_ISSUE_FILTERS, type AdminOrderSummary, type PaymentIssueFilter } from '@contract/commerce/admin-shapes'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { IssueTag, OrderStatusTag } from './tags'
import { ListFilters } from '../../components/ListFilters'
import { maskPhone } from '@contract/admin'
import { csvText } from '../../components/csv-cells'

interface OrderFilterForm {
  status?: string
  kind?: string
  paymentIssue?: PaymentIssueFilter
  keyword?: string
  dates?: [Dayjs, Dayjs] | null
}

function toFilters(values: OrderFilterForm): CrudFilter[] {
  const [from, to] = values.dates ?? []
  return [
    { field: 'status', operator: 'eq', value: values.status },
    { field: 'kind', operator: 'eq', value: values.kind },
    { field: 'paymentIssue', operator: 'eq', value: values.paymentIssue },
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
    { field: 'from', operator: 'eq', value: from?.format('YYYY-MM-DD') },
    { field: 'to', operator: 'eq', value: to?.format('YYYY-MM-DD') }
  ]
}

function OrdersTable({ resource, issuesOnly }: { resource: 'orders' | 'payment-issues'; issuesOnly: boolean }) {
  const t = useT()
  const { tableProps, searchFormProps, filters } = useTable<AdminOrderSummary>({
    resource,
    syncWithLocation: true,
    filters: issuesOnly ? { initial: [{ field: 'paymentIssue', operator: 'eq', value: 'open' }] } : undefined,
    onSearch: (values) => toFilters(values as OrderFilterForm)
  })
  const issueOptions = PAYMENT_ISSUE_FILTERS.map((value) => ({ value, label: t(`orders.issues.${value}`) }))
  return (
    <List
      title={t(issuesOnly ? 'orders.titles.paymentIssues' : 'orders.titles.orders')}
      headerButtons={
        <CsvExportButton<AdminOrderSummary>
          resource={resource}
          filters={filters}
          mapData={(o) => ({
            [t('orders.fields.orderNo')]: csvText(o.orderNo),
            [t('orders.fields.buyerName')]: o.buyerName,
            [t('orders.fields.buyerPhone')]: maskPhone(o.buyerPhone),
            [t('orders.fields.goods')]: o.goodsTitle,
            [t('orders.fields.kind')]: t(`orders.kinds.${o.goodsKind}`),
            [t('orders.fields.total')]: (o.totalFen / 100).toFixed(2),
            [t('orders.fields.bundle')]: (o.bundleDeductionFen / 100).toFixed(2),
            [t('orders.fields.coupon')]: (o.couponDiscountFen / 100).toFixed(2),
            [t('orders.fields.pointsUsed')]: o.pointsUsed,
            [t('orders.fields.points')]: (o.pointsDiscountFen / 100).toFixed(2),
            [t('orders.fields.amountDue')]: (o.amountDueFen / 100).toFixed(2),
            [t('orders.fields.refundedAmount')]: (o.refundedFen / 100).toFixed(2),
            [t('orders.fields.refundNo')]: csvText(o.refundNos),
            [t('orders.fields.status')]: t(`orders.status.${o.status}`),
            [t('orders.fields.method')]: o.paymentMethod ? t(`orders.methods.${o.paymentMethod}`) : '',
            [t('orders.fields.paidAt')]: o.paidAt ? formatDateTime(o.paidAt) : '',
            [t('orders.fields.outTradeNo')]: csvText(o.outTradeNo),
            [t('orders.fields.transactionId')]: csvText(o.transactionId),
            [t('orders.fields.createdAt')]: formatDateTime(o.createdAt),
            [t('orders.fields.paymentIssue')]: o.paymentIssue ? t(`orders.issues.${o.paymentIssue}`) : ''
          })}
        />
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.keyword')} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="status">
          <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 120 }}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))} />
        </Form.Item>
        <Form.Item name="kind">
          <Select allowClear placeholder={t('orders.fields.kind')} style={{ width: 110 }}
            options={GOODS_KINDS.map((value) => ({ value, label: t(`orders.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="paymentIssue">
          <Select allowClear placeholder={t('orders.fields.paymentIssue')} style={{ width: 150 }} options={issueOptions} />
        </Form.Item>
        <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: 1200 }}>
        <Table.Column<AdminOrderSummary> dataIndex="orderNo" title={t('orders.fields.orderNo')} width={190} />
        <Table.Column<AdminOrderSummary> dataIndex="buyerPhone" title={t('orders.fields.buyer')} width={150}
          render={(_, o) => <>{o.buyerName || '—'}<br /><span style={{ color: '#888' }}>{o.buyerPhone}</span></>} />
        <Table.Column<AdminOrderSummary> dataIndex="goodsTitle" title={t('orders.fields.goods')}
          render={(_, o) => <>{o.goodsTitle}<span style={{ color: '#888' }}> · {t(`orders.kinds.${o.goodsKind}`)}</span></>} />
        <Table.Column<AdminOrderSummary> dataIndex="amountDueFen" title={t('orders.fields.amountDue')} width={110} align="right"
          render={(fen: number) => formatFen(fen)} />
        <Table.Column<AdminOrderSummary> dataIndex="status" title={t('orders.fields.status')} width={130}
          render={(_, o) => <Space size={4} wrap><OrderStatusTag status={o.status} /><IssueTag issue={o.paymentIssue} resolvedAt={o.paymentIssueResolvedAt} /></Space>} />
        <Table.Column<AdminOrderSummary> dataIndex="paymentMethod" title={t('orders.fields.method')} width={150}
          render={(m: AdminOrderSummary['paymentMethod']) => (m ? t(`orders.methods.${m}`) : '—')} />
        <Table.Column<AdminOrderSummary> dataIndex="createdAt" title={t('orders.fields.createdAt')} width={160}
          render={(value: string) => formatDateTime(value)} />
        <Table.Column<AdminOrderSummary> title={t('table.actions' as never)} width={80} fixed="right"
          render={(_, o) => <ShowButton hideText size="small" resource="orders" recordItemId={o.id} />} />
      </Table>
    </List>
  )
}

export function OrderList() {
  return <OrdersTable resource="orders" issuesOnly={false} />
}

export function PaymentIssueList() {
  return <OrdersTable resource="payment-issues" issuesOnly />
}
