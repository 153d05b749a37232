// 退款审核: refunds by status and keyword (pending first shown; open ones oldest first, the order finance works
// through them), with the step buttons in each row; CSV export of what the filters select.
import { ShowButton } from '@refinedev/antd'
import { Form, Input, Select, Table } from 'antd'
import { maskPhone } from '@contract/admin'
import type { AdminRefund } from '@contract/commerce/admin-shapes'
import { REFUND_STATUSES } from '@contract/commerce/constants'
import { csvText } from '../../components/csv-cells'
import { formatDateTime, formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { RefundSteps } from './RefundSteps'
import { RefundStatusTag } from './tags'

export function RefundList() {
  const t = useT()
  return (
    <ResourceList<AdminRefund>
      resource="refunds"
      title={t('orders.titles.refunds')}
      initialFilters={[{ field: 'status', operator: 'eq', value: 'pending' }]}
      filterInitialValues={{ status: 'pending' }}
      csvRow={(r) => ({
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
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('orders.fields.refundKeyword')} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="status">
            <Select allowClear placeholder={t('orders.fields.status')} style={{ width: 140 }}
              options={REFUND_STATUSES.map((value) => ({ value, label: t(`orders.refundStatus.${value}`) }))} />
          </Form.Item>
        </>
      }
      rowActions={(r) => <><RefundSteps refund={r} /><ShowButton hideText size="small" recordItemId={r.id} /></>}
      rowActionsWidth={250}
      scrollX={1200}
    >
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
    </ResourceList>
  )
}
