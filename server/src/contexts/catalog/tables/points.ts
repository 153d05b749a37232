// Points: one account row per user with the balance and totals, and a ledger of every change.
// The balance has a CHECK and changes only by conditional UPDATEs, so it can never go negative under races.
// The partial unique index lets each order earn once and spend once (replayed notifications change nothing).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { POINTS_REASONS } from '../../../../../types/catalog/constants'
import { users } from '../../identity/tables'
import type { PointsReason } from '../../../../../types/catalog/constants'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    totalEarned: integer('total_earned').notNull().default(0),
    totalRedeemed: integer('total_redeemed').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    check('points_accounts_balance_check', sql`${t.balance} >= 0`),
    check('points_accounts_totals_check', sql`${t.totalEarned} >= 0 and ${t.totalRedeemed} >= 0`)
  ]
)

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // Signed: + earned / returned / added, - spent / reversed / deducted.
    change: integer('change').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    note: text('note').notNull().default(''),
    orderNo: text('order_no'),
    // On a reversal of earned points: the part that could not be taken back because it was already spent
    // (the balance never goes below 0). Counted as settled, so reversing again takes nothing more.
    forgiven: integer('forgiven').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt, t.id),
    index('points_ledger_order_idx').on(t.orderNo),
    uniqueIndex('points_ledger_once_per_order')
      .on(t.reason, t.orderNo)
      .where(sql`reason in ('purchase', 'redemption') and order_no is not null`),
    check('points_ledger_reason_check', sql`${t.reason} in (${inList(POINTS_REASONS)})`),
    check('points_ledger_forgiven_check', sql`${t.forgiven} >= 0`)
  ]
)
