// Coupons: templates say what a coupon is worth and how many exist; user_coupons are the coupons people
// hold. 'expired' is derived when read (an unused coupon past valid_until), so no job has to flip it.
// stock_left has a CHECK and is taken by a conditional UPDATE; (user_id, template_id) is unique, so a template
// gives each person at most one coupon, whatever the races.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { COUPON_STATES, COUPON_TYPES } from '../../../../../types/catalog/constants'
import { users } from '../../identity/tables'
import type { CouponState, CouponType } from '../../../../../types/catalog/constants'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    // Stable name for seeding ('welcome-50'), so a re-seed never duplicates a template.
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    type: text('type').$type<CouponType>().notNull(),
    // amount_off: fen off; discount: percent paid (85 = 15 % off); course_redeem / free_order: 0.
    value: integer('value').notNull().default(0),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    // Empty = every goods.
    scopeGoodsIds: integer('scope_goods_ids').array().notNull().default(sql`'{}'::integer[]`),
    // A received coupon is valid for valid_days from receipt, capped by valid_until (either or both).
    validDays: integer('valid_days'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    stockTotal: integer('stock_total').notNull(),
    stockLeft: integer('stock_left').notNull(),
    // Code in the share link (pages/coupon/share); null = not receivable by link (issued by staff or the system).
    shareCode: text('share_code').unique(),
    // Shown to the holder: where the coupon came from (新人礼包, 活动领取 ...).
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    check('coupon_templates_type_check', sql`${t.type} in (${inList(COUPON_TYPES)})`),
    check('coupon_templates_stock_check', sql`${t.stockLeft} >= 0 and ${t.stockLeft} <= ${t.stockTotal}`),
    check('coupon_templates_validity_check', sql`${t.validDays} is not null or ${t.validUntil} is not null`),
    check(
      'coupon_templates_value_check',
      sql`case ${t.type} when 'discount' then ${t.value} between 1 and 99 when 'amount_off' then ${t.value} > 0 else ${t.value} = 0 end`
    ),
    check('coupon_templates_min_spend_check', sql`${t.minSpendFen} >= 0`)
  ]
)

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull().references(() => couponTemplates.id, { onDelete: 'restrict' }),
    // Stored: unused / used (and 'expired' if staff void one); unused past valid_until reads as expired.
    state: text('state').$type<CouponState>().notNull().default('unused'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    // The order that used it (the orders module's table; no FK so the areas stay independent). Null on a used
    // coupon only for demo data.
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('user_coupons_user_template_unique').on(t.userId, t.templateId),
    index('user_coupons_user_list_idx').on(t.userId, t.state, t.validUntil),
    index('user_coupons_order_idx').on(t.orderId),
    check('user_coupons_state_check', sql`${t.state} in (${inList(COUPON_STATES)})`),
    check('user_coupons_used_check', sql`(${t.state} = 'used') = (${t.usedAt} is not null)`)
  ]
)
