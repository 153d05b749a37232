// Money received outside any payment provider (a bank transfer), recorded by finance with its proof. The order it
// paid is an ordinary order with payment method `offline`; this row keeps what the bank statement shows, so
// finance can tick it off, and the proof file (an upload of the files context).
import { date, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from '../../identity/tables'
import { orders } from './orders'

export const offlineReceipts = pgTable('offline_receipts', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  // The bank's reference of the transfer (流水号) and the China date it arrived.
  bankReference: varchar('bank_reference', { length: 64 }).notNull(),
  transferDate: date('transfer_date').notNull(),
  proofPath: text('proof_path').notNull(),
  // The list price at the time, and why the amount received differs from it ('' when it does not).
  listPriceFen: integer('list_price_fen').notNull(),
  priceNote: text('price_note').notNull().default(''),
  recordedBy: integer('recorded_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})
