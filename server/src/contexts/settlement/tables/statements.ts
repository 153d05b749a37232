// Statements per organisation and month, and their lines (each payment received or refund paid back on a class
// order). A draft is recomputed at will; confirming recomputes it once more and freezes it: its lines are marked
// frozen, and a frozen line's source (the order's payment, the refund) can never be counted again, so a refund
// paid after the confirmation lands in the next statement as an adjustment. Money is integer fen.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { LINE_KINDS, STATEMENT_STATUSES } from '../../../../../types/settlement/constants'
import type { LineKind, StatementStatus } from '../../../../../types/settlement/constants'
import { users } from '../../identity/tables'
import { settlementOrgs } from './orgs'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull().references(() => settlementOrgs.id),
    month: varchar('month', { length: 7 }).notNull(),
    status: text('status').$type<StatementStatus>().notNull().default('draft'),
    classesOpened: integer('classes_opened').notNull().default(0),
    learners: integer('learners').notNull().default(0),
    receivedFen: integer('received_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    adjustmentFen: integer('adjustment_fen').notNull().default(0),
    shareBp: integer('share_bp').notNull(),
    shareFen: integer('share_fen').notNull().default(0),
    paidFen: integer('paid_fen').notNull().default(0),
    paymentRef: text('payment_ref').notNull().default(''),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id)
  },
  (t) => [
    uniqueIndex('settlement_statements_org_month_unique').on(t.orgId, t.month),
    check('settlement_statements_status_check', sql`${t.status} in (${list(STATEMENT_STATUSES)})`)
  ]
)

export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id').notNull().references(() => settlementStatements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LineKind>().notNull(),
    /** The order (a sale) or the refund (a refund) the line counts. */
    sourceId: integer('source_id').notNull(),
    orderId: integer('order_id').notNull(),
    classId: integer('class_id').notNull(),
    userId: integer('user_id').notNull(),
    orderNo: text('order_no').notNull(),
    className: text('class_name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    adjustment: boolean('adjustment').notNull().default(false),
    frozen: boolean('frozen').notNull().default(false)
  },
  (t) => [
    index('settlement_lines_statement_idx').on(t.statementId, t.at),
    // Counted once in a confirmed statement, never again: the last line of defence of the freeze.
    uniqueIndex('settlement_lines_frozen_source_unique').on(t.kind, t.sourceId).where(sql`frozen`),
    check('settlement_lines_kind_check', sql`${t.kind} in (${list(LINE_KINDS)})`)
  ]
)
