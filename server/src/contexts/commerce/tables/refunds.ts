// Refund requests (product rules §4: refund approval). out_refund_no is generated once, stored before WeChat's refund
// API is called, and reused on every retry: WeChat treats a repeated out_refund_no as the same refund.
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { REFUND_REASON_KINDS, REFUND_STATUSES } from '../../../../../types/commerce/constants'
import { orders } from './orders'
import { users } from '../../identity/tables'
import type { RefundReasonKind, RefundStatus } from '../../../../../types/commerce/constants'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
const statusList = list(REFUND_STATUSES)

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    outRefundNo: varchar('out_refund_no', { length: 64 }).notNull().unique(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    proofImages: jsonb('proof_images').$type<string[]>().notNull().default([]),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    // What the learner reads as the result (结果) and the reviewer's note (备注).
    result: text('result').notNull().default(''),
    note: text('note').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    // Set when an operator started the refund from the console (null: the learner asked), with the reason's kind.
    initiatorId: integer('initiator_id').references(() => users.id),
    reasonKind: text('reason_kind').$type<RefundReasonKind>(),
    // WeChat's refund id and its last reported status (SUCCESS, PROCESSING, CLOSED, ABNORMAL).
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    financeApprovedAt: timestamp('finance_approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    // One open refund per order, whatever the code does: the last line of defence against double submits.
    uniqueIndex('refunds_one_open_per_order')
      .on(t.orderId)
      .where(sql`status in ('pending', 'finance_approved', 'paying')`),
    check('refunds_status_check', sql`${t.status} in (${statusList})`),
    check('refunds_amount_check', sql`${t.amountFen} > 0`),
    check('refunds_reason_kind_check', sql`${t.reasonKind} is null or ${t.reasonKind} in (${list(REFUND_REASON_KINDS)})`)
  ]
)
