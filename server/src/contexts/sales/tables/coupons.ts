// Coupon batches (catalog templates) an admin allowed a salesperson, with a quota taken by a conditional UPDATE,
// and every coupon a salesperson issued: the held coupon's id says whose coupon an order used (attribution).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { couponTemplates } from '../../catalog/tables'
import { users } from '../../identity/tables'

export const salesCouponAllowances = pgTable(
  'sales_coupon_allowances',
  {
    id: serial('id').primaryKey(),
    salespersonId: integer('salesperson_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull().references(() => couponTemplates.id, { onDelete: 'cascade' }),
    quota: integer('quota').notNull(),
    issued: integer('issued').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('sales_coupon_allowances_unique').on(t.salespersonId, t.templateId),
    check('sales_coupon_allowances_quota_check', sql`${t.issued} >= 0 and ${t.quota} >= 0`)
  ]
)

export const salesCouponGrants = pgTable(
  'sales_coupon_grants',
  {
    id: serial('id').primaryKey(),
    allowanceId: integer('allowance_id').notNull().references(() => salesCouponAllowances.id, { onDelete: 'cascade' }),
    salespersonId: integer('salesperson_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // catalog's user_coupons.id (no FK across the areas' money rows, like orders.coupon_id).
    userCouponId: integer('user_coupon_id').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('sales_coupon_grants_allowance_idx').on(t.allowanceId, t.createdAt)]
)
