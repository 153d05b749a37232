// The user's orders through the `orders` resource with a permanent userId filter. That resource belongs to the
// orders area; when it can't answer (not built yet, or a failure) this card says so and the rest of the page works.
import { ShowButton, useTable } from '@refinedev/antd'
import { useCan } from '@refinedev/core'
import { Alert, Card, Table, Tag } from 'antd'
import type { OrderStatus } from '@contract/commerce/constants'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

/** The fields this card reads from an order of the orders area's list. */
interface UserOrderRow {
  id: number
  orderNo: string
  goodsTitle: string
  amountDueFen: number
  status: OrderStatus
  createdAt: string
}

const STATUS_COLOURS: Record<OrderStatus, string> = { unpaid: 'orange', paid: 'green', closed: 'default', refunding: 'blue', refunded: 'purple' }

function OrdersTable({ userId }: { userId: number }) {
  const t = useT()
  const { tableProps, tableQuery } = useTable<UserOrderRow>({
    resource: 'orders',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'userId', operator: 'eq', value: userId }] },
    pagination: { pageSize: 5 },
    errorNotification: false,
    queryOptions: { retry: false }
  })
  if (tableQuery.isError) return <Alert type="info" showIcon message={t('users.orders.unavailable')} />
  return (
    <Table {...tableProps} rowKey="id" size="small">
      <Table.Column<UserOrderRow> dataIndex="orderNo" title={t('users.orders.orderNo')} width={200} />
      <Table.Column<UserOrderRow> dataIndex="goodsTitle" title={t('users.orders.goods')} />
      <Table.Column<UserOrderRow> dataIndex="amountDueFen" title={t('users.orders.amount')} width={120} align="right"
        render={(fen: number) => formatFen(fen)} />
      <Table.Column<UserOrderRow> dataIndex="status" title={t('users.orders.status')} width={100}
        render={(status: OrderStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`users.orders.statuses.${status}`)}</Tag>} />
      <Table.Column<UserOrderRow> dataIndex="createdAt" title={t('users.orders.createdAt')} width={160}
        render={(value: string) => formatDateTime(value)} />
      <Table.Column<UserOrderRow> width={60} render={(_, order) => <ShowButton hideText size="small" resource="orders" recordItemId={order.id} />} />
    </Table>
  )
}

export function UserOrders({ userId }: { userId: number }) {
  const t = useT()
  const { data: can } = useCan({ resource: 'orders', action: 'list' })
  if (!can?.can) return null
  return (
    <Card size="small" title={t('users.orders.title')} style={{ marginTop: 16 }}>
      <OrdersTable userId={userId} />
    </Card>
  )
}
