// Orders and their payment attempts. An order copies what was bought and every amount at checkout time,
// so later price or title changes never rewrite history. Money is integer fen. Statuses are checked by the
// database too; the transitions themselves live in contexts/commerce/order/transitions.ts.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar
} from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { AUTO_REFUND_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '../../../../../types/commerce/constants'
import { goods } from '../../catalog/tables'
import { users } from '../../identity/tables'
import type { AutoRefundStatus, OrderStatus, PaymentMethod } from '../../../../../types/commerce/constants'
import type { GoodsKind } from '../../../../../types/catalog/constants'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** Why an unpaid order closed. */
export const ORDER_CLOSE_REASONS = ['cancelled', 'expired'] as const
export type OrderCloseReason = (typeof ORDER_CLOSE_REASONS)[number]

/**
 * Money that arrived when it should not have: paid after the order closed, or paid a second time through another
 * attempt. Nothing is reopened silently; finance refunds it by hand (ORDERS.md).
 */
export const PAYMENT_ISSUES = ['paid_after_close', 'paid_twice'] as const
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number]

/** The delivery address as it was at checkout. */
export interface AddressSnapshot {
  recipient: string
  phone: string
  region: string
  detail: string
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // The app makes one per checkout screen: the same id again answers the same order.
    clientRequestId: uuid('client_request_id').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    goodsKind: text('goods_kind').$type<GoodsKind>().notNull(),
    goodsTitle: text('goods_title').notNull(),
    goodsCover: text('goods_cover').notNull().default(''),
    classId: integer('class_id'),
    className: text('class_name'),
    examSessionId: integer('exam_session_id'),
    couponId: integer('coupon_id'),
    // The sales code of the share link the buyer came through (a salesperson's; the sales context resolves it).
    salesCode: varchar('sales_code', { length: 16 }),
    ships: boolean('ships').notNull().default(false),
    address: jsonb('address').$type<AddressSnapshot>(),
    totalFen: integer('total_fen').notNull(),
    bundleDeductionFen: integer('bundle_deduction_fen').notNull().default(0),
    couponDiscountFen: integer('coupon_discount_fen').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsDiscountFen: integer('points_discount_fen').notNull().default(0),
    /** The amount due (types/money.ts); the column keeps its first name, the code knows only this one. */
    amountDueFen: integer('payable_fen').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('unpaid'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    transactionId: text('transaction_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason').$type<OrderCloseReason>(),
    paymentIssue: text('payment_issue').$type<PaymentIssue>(),
    // A person settled the issue (refunded by hand, or confirmed the automatic refund) and said how.
    paymentIssueResolvedAt: timestamp('payment_issue_resolved_at', { withTimezone: true }),
    paymentIssueNote: text('payment_issue_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    uniqueIndex('orders_user_request_unique').on(t.userId, t.clientRequestId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The auto-close sweep reads unpaid orders by deadline.
    index('orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`status = 'unpaid'`),
    check('orders_status_check', sql`${t.status} in (${list(ORDER_STATUSES)})`),
    check('orders_payment_method_check', sql`${t.paymentMethod} is null or ${t.paymentMethod} in (${list(PAYMENT_METHODS)})`),
    check('orders_close_reason_check', sql`${t.closeReason} is null or ${t.closeReason} in (${list(ORDER_CLOSE_REASONS)})`),
    check('orders_payment_issue_check', sql`${t.paymentIssue} is null or ${t.paymentIssue} in (${list(PAYMENT_ISSUES)})`),
    check('orders_amounts_check', sql`${t.amountDueFen} >= 0 and ${t.totalFen} >= ${t.amountDueFen}`)
  ]
)

export const PAYMENT_ATTEMPT_STATUSES = ['started', 'paid', 'closed'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/**
 * One row per (order, payment method): its out_trade_no is what WeChat knows the payment by, stored before the
 * prepay call and reused for query, close and refund. WeChat accepts a repeated prepay only with identical
 * parameters, and the amount and description of an order never change, so a retry reuses the row.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('started'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // A second payment of an order already paid through another attempt goes back automatically through its own
    // method: the refund number (stable, so a retry is the same refund), its state and when the money went back.
    autoRefundNo: varchar('auto_refund_no', { length: 64 }),
    autoRefundStatus: text('auto_refund_status').$type<AutoRefundStatus>(),
    autoRefundedAt: timestamp('auto_refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    uniqueIndex('payments_order_method_unique').on(t.orderId, t.method),
    check(
      'payments_auto_refund_status_check',
      sql`${t.autoRefundStatus} is null or ${t.autoRefundStatus} in (${list(AUTO_REFUND_STATUSES)})`
    ),
    check('payments_status_check', sql`${t.status} in (${list(PAYMENT_ATTEMPT_STATUSES)})`),
    check('payments_method_check', sql`${t.method} in (${list(PAYMENT_METHODS)})`)
  ]
)
