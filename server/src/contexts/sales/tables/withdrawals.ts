// Commission withdrawals. The balance is computed (earned minus every withdrawal not rejected); a request takes the
// salesperson's row lock first, so parallel requests are counted one after another and never exceed it.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    // A WeChat Pay transfer: its number is the withdrawal id and the attempt, which only a transfer WeChat reported
    // failed moves on, so a retry after a timeout or a double click reuses the number and never pays twice.
    transferAttempt: integer('transfer_attempt').notNull().default(0),
    outBillNo: text('out_bill_no'),
    transferBillNo: text('transfer_bill_no'),
    transferState: text('transfer_state'),
    transferPackage: text('transfer_package'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('sales_withdrawals_owner_idx').on(t.salespersonId, t.createdAt),
    index('sales_withdrawals_status_idx').on(t.status, t.createdAt),
    uniqueIndex('sales_withdrawals_out_bill_no_unique').on(t.outBillNo),
    check('sales_withdrawals_status_check', sql`${t.status} in (${list})`),
    check('sales_withdrawals_amount_check', sql`${t.amountFen} > 0`)
  ]
)
