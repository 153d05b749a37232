// 退款详情: one refund with its order and buyer, the timeline of its steps and the step buttons.
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Button, Card, Descriptions } from 'antd'
import { Link } from 'react-router'
import type { AdminRefundDetail } from '@contract/commerce/admin-shapes'
import { formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { RefundCard } from './RefundCard'

export function RefundShow() {
  const t = useT()
  const { query } = useShow<AdminRefundDetail>({ resource: 'refunds' })
  const refund = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('orders.titles.refund')} canEdit={false} canDelete={false}
      headerButtons={refund && <Link to={`/orders/show/${refund.orderId}`}><Button>{t('orders.actions.viewOrder')}</Button></Link>}>
      {refund && (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t('orders.fields.orderNo')}>{refund.orderNo}</Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.goods')}>{refund.goodsTitle}</Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.orderAmount')}>{formatFen(refund.orderAmountDueFen)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.buyerName')}>{refund.buyerName || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.buyerPhone')}>{refund.buyerPhone}</Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.reason')}>{refund.reason}</Descriptions.Item>
            </Descriptions>
          </Card>
          <RefundCard refund={refund} onDone={() => query.refetch()} />
        </>
      )}
    </Show>
  )
}
