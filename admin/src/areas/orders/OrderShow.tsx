// 订单详情: the order (goods, amounts, coupon and points, address, class or session), its buyer, the payment issue
// with its resolve button, every payment attempt, the bank transfer of an offline order, every refund with its
// timeline and step buttons (and 退款 to start one), the invoice and the delivery tracking, each with its edit modal.
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Col, Descriptions, Empty, Row } from 'antd'
import type { AdminOrderDetail } from '@contract/commerce/admin-shapes'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { InvoiceCard, IssueAlert, LogisticsCard, PaymentsCard } from './OrderCards'
import { OfflineReceiptCard } from './OfflineReceiptCard'
import { RefundCard } from './RefundCard'
import { RefundStartButton } from './RefundStart'
import { OrderStatusTag } from './tags'

function OrderInfo({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const address = order.address
  return (
    <Card size="small" title={t('orders.sections.order')} style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('orders.fields.orderNo')}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.status')}><span data-testid="order-status"><OrderStatusTag status={order.status} /></span></Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.createdAt')}>{formatDateTime(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.goods')}>{order.goods.title}（{t(`orders.kinds.${order.goods.kind}`)}）</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.schedule')}>{order.schedule ? `${order.schedule.name || order.schedule.venue} ${order.schedule.city} ${order.schedule.startDate}` : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.method')}>{order.paymentMethod ? t(`orders.methods.${order.paymentMethod}`) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.total')}>{formatFen(order.totalFen)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.bundle')}>{formatFen(order.bundleDeductionFen)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.coupon')}>{formatFen(order.couponDiscountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.points')}>{order.pointsUsed}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.amountDue')}><strong>{formatFen(order.amountDueFen)}</strong></Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.paidAt')}>{formatDateTime(order.paidAt)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.transactionId')}>{order.transactionId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.closedAt')}>
          {order.closedAt ? `${formatDateTime(order.closedAt)}${order.closeReason ? `（${t(`orders.closeReasons.${order.closeReason}`)}）` : ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.fields.address')}>
          {address ? `${address.recipient} ${address.phone} ${address.region}${address.detail}` : t('orders.noAddress')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

export function OrderShow() {
  const t = useT()
  const { query } = useShow<AdminOrderDetail>({ resource: 'orders' })
  const order = query.data?.data
  const refresh = () => void query.refetch()
  return (
    <Show isLoading={query.isLoading} title={t('orders.titles.order')} canEdit={false} canDelete={false}>
      {order && (
        <div data-testid="admin-order-detail" data-status={order.status}>
          <IssueAlert order={order} onChanged={refresh} />
          <Row gutter={16}>
            <Col span={17}><OrderInfo order={order} /></Col>
            <Col span={7}>
              <Card size="small" title={t('orders.sections.buyer')} style={{ marginBottom: 16 }}>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('orders.fields.buyerName')}>{order.buyer.name || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('orders.fields.buyerPhone')}>{order.buyer.phone}</Descriptions.Item>
                  <Descriptions.Item label={t('orders.fields.userId')}>{order.buyer.id}</Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
          </Row>
          <PaymentsCard payments={order.payments} />
          <OfflineReceiptCard order={order} />
          <Card size="small" title={t('orders.sections.refunds')} style={{ marginBottom: 16 }} data-testid="order-refunds"
            extra={<RefundStartButton order={order} onDone={refresh} />}>
            {order.refunds.length === 0
              ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.empty.refunds')} />
              : [...order.refunds].reverse().map((refund) => <RefundCard key={refund.id} refund={refund} onDone={refresh} />)}
          </Card>
          <Row gutter={16}>
            <Col span={14}><InvoiceCard order={order} onChanged={refresh} /></Col>
            <Col span={10}><LogisticsCard order={order} onChanged={refresh} /></Col>
          </Row>
        </div>
      )}
    </Show>
  )
}
