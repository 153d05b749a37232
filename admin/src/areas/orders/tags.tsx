// Status tags of the orders area, in one place so every screen colours a status the same way.
import { Tag } from 'antd'
import type { PaymentIssue } from '@contract/commerce/admin-shapes'
import type { OrderStatus, RefundStatus } from '@contract/commerce/constants'
import { useT } from '../../providers/i18n-provider'

const ORDER_COLORS: Record<OrderStatus, string> = { unpaid: 'gold', paid: 'green', closed: 'default', refunding: 'orange', refunded: 'purple' }
const REFUND_COLORS: Record<RefundStatus, string> = { pending: 'gold', finance_approved: 'blue', paying: 'orange', approved: 'green', rejected: 'default' }

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useT()
  return <Tag color={ORDER_COLORS[status]}>{t(`orders.status.${status}`)}</Tag>
}

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const t = useT()
  return <Tag color={REFUND_COLORS[status]} data-testid="refund-status-tag">{t(`orders.refundStatus.${status}`)}</Tag>
}

export function IssueTag({ issue, resolvedAt }: { issue: PaymentIssue | null; resolvedAt: string | null }) {
  const t = useT()
  if (!issue) return null
  return (
    <Tag color={resolvedAt ? 'default' : 'red'}>
      {t(`orders.issues.${issue}`)} · {t(resolvedAt ? 'orders.issues.resolved' : 'orders.issues.unresolved')}
    </Tag>
  )
}
