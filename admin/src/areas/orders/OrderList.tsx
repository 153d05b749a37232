// 订单 and 支付异常: every order, newest first, filtered by status, kind, payment method (线下转账 among them),
// payment issue, keyword (order number or
// buyer phone) and order dates; CSV export of what the filters select. The payment-issues screen is this list
// showing only orders with an issue (unresolved ones unless the operator picks another).
import { CreateButton, ShowButton } from '@refinedev/antd'
import { DatePicker, Form, Input, Select, Space, Table } from 'antd'
import { maskPhone } from '@contract/admin'
import { PAYMENT_ISSUE_FILTERS, type AdminOrderSummary } from '@contract/commerce/admin-shapes'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { ORDER_STATUSES, PAYMENT_METHODS } from '@contract/commerce/constants'
import { csvText } from '../../components/csv-cells'
import { formatDateTime, formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { IssueTag, OrderStatusTag } from './tags'

type Translate = ReturnType<typeof useT>

/** One CSV row of an order, keys in the reader's language. */
function orderCsvRow(t: Translate, o: AdminOrderSummary): Record<string, unknown> {
  return {
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
  }
}

function OrderFilterFields() {
  const t = useT()
  return (
    <>
      <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.keyword')} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="status">
        <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 120 }}
          options={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))} />
      </Form.Item>
      <Form.Item name="kind">
        <Select allowClear placeholder={t('orders.fields.kind')} style={{ width: 110 }}
          options={GOODS_KINDS.map((value) => ({ value, label: t(`orders.kinds.${value}`) }))} />
      </Form.Item>
      <Form.Item name="method">
        <Select allowClear placeholder={t('orders.fields.method')} style={{ width: 170 }} popupMatchSelectWidth={false} data-testid="filter-method"
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`orders.methods.${value}`) }))} />
      </Form.Item>
      <Form.Item name="paymentIssue">
        <Select allowClear placeholder={t('orders.fields.paymentIssue')} style={{ width: 150 }}
          options={PAYMENT_ISSUE_FILTERS.map((value) => ({ value, label: t(`orders.issues.${value}`) }))} />
      </Form.Item>
      <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
    </>
  )
}

function OrdersTable({ resource, issuesOnly }: { resource: 'orders' | 'payment-issues'; issuesOnly: boolean }) {
  const t = useT()
  return (
    <ResourceList<AdminOrderSummary>
      resource={resource}
      title={t(issuesOnly ? 'orders.titles.paymentIssues' : 'orders.titles.orders')}
      initialFilters={issuesOnly ? [{ field: 'paymentIssue', operator: 'eq', value: 'open' }] : undefined}
      filterInitialValues={issuesOnly ? { paymentIssue: 'open' } : undefined}
      csvRow={(o) => orderCsvRow(t, o)}
      filterFields={<OrderFilterFields />}
      // Both screens show an order on the orders resource's page.
      rowActions={(o) => <ShowButton hideText size="small" resource="orders" recordItemId={o.id} />}
      rowActionsWidth={80}
      actions={issuesOnly ? undefined : <CreateButton resource="orders" data-testid="offline-create">{t('orders.actions.createOffline')}</CreateButton>}
      scrollX={1200}
    >
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
    </ResourceList>
  )
}

export function OrderList() {
  return <OrdersTable resource="orders" issuesOnly={false} />
}

export function PaymentIssueList() {
  return <OrdersTable resource="payment-issues" issuesOnly />
}
