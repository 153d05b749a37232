// The order state machine as data (api-conventions.md → Money and state). A change of status is one conditional
// UPDATE (repo.transitionOrder) whose WHERE names the status it comes from, so a retry or a race cannot apply it
// twice; this table says which moves exist at all.
import type { OrderStatus } from '@contract/commerce/constants'

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // paid: by a payment notification, a query, the sandbox, or at once when nothing is payable.
  // closed: cancelled by the learner, or expired after ORDER_PAY_WINDOW_MINUTES.
  unpaid: ['paid', 'closed'],
  // refunding: the learner asked for a refund.
  paid: ['refunding'],
  // paid: the refund was rejected. refunded: the money went back.
  refunding: ['paid', 'refunded'],
  closed: [],
  refunded: []
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

/** How each status reads in a refusal ("订单已关闭"). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款'
}
