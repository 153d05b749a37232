// Commission withdrawals. The balance is computed (earned minus every withdrawal not rejected); a request takes the
// salesperson's row lock first, so parallel requests are counted one after another and never exceed it.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../../../../types/sales/constants'
import { users } from '../../identity/tables'

const list = sql.raw(WITHDRAWAL_STATUSES.map((v) => `'${v}'`).join(', '))

export const salesWithdrawals = pgTable(
  'sales_withdrawals',
  {
    id: serial('id').primaryKey(),
    salespersonId: integer('salesperson_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    note: text('note').notNull().default(''),
    reference: text('reference').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('sales_withdrawals_owner_idx').on(t.salespersonId, t.createdAt),
    index('sales_withdrawals_status_idx').on(t.status, t.createdAt),
    check('sales_withdrawals_status_check', sql`${t.status} in (${list})`),
    check('sales_withdrawals_amount_check', sql`${t.amountFen} > 0`)
  ]
)
