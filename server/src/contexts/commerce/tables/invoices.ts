// Invoice requests and delivery tracking of orders. One invoice per order; its amount is the paid amount
// (0 until the order is paid). Logistics are set by staff through the admin endpoints.
import { sql } from 'drizzle-orm'
import { check, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { INVOICE_MAIL_STATUSES, INVOICE_TYPES } from '../../../../../types/commerce/constants'
import type { LogisticsEntry } from '../../../../../types/commerce/schemas'
import { orders } from './orders'
import { users } from '../../identity/tables'
import type { InvoiceMailStatus, InvoiceType } from '../../../../../types/commerce/constants'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<InvoiceType>().notNull(),
    title: text('title').notNull(),
    taxId: text('tax_id').notNull().default(''),
    content: text('content').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    note: text('note').notNull().default(''),
    amountFen: integer('amount_fen').notNull().default(0),
    mailStatus: text('mail_status').$type<InvoiceMailStatus>().notNull().default('not_mailed'),
    invoiceNo: text('invoice_no').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    mailNo: text('mail_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    check('invoices_type_check', sql`${t.type} in (${list(INVOICE_TYPES)})`),
    check('invoices_mail_status_check', sql`${t.mailStatus} in (${list(INVOICE_MAIL_STATUSES)})`)
  ]
)

export const orderLogistics = pgTable('order_logistics', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  carrier: text('carrier').notNull(),
  mailNo: text('mail_no').notNull(),
  status: text('status').notNull(),
  entries: jsonb('entries').$type<LogisticsEntry[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
})
