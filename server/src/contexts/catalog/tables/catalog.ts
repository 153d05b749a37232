// The catalog: goods of four kinds, their classes and exam sessions, bundle contents, the agreements a
// buyer accepts, and user_goods — what a buyer owns (entitlements granted on payment, revoked on refund).
// Money is integer fen. seats_left has CHECKs so that no race can oversell a class or a session.
import { sql } from 'drizzle-orm'
import {
  boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex
} from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { CLASS_STATUSES, CLASS_TRANSFERS_MAX, GOODS_KINDS } from '../../../../../types/catalog/constants'
import { agreements } from './agreements'
import { users } from '../../identity/tables'
import type { ClassStatus, GoodsKind } from '../../../../../types/catalog/constants'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** Exam sessions: 'closed' is set by staff (or derived when registration has closed); 'full' when no seat is left. */
export const EXAM_SESSION_STATUSES = ['open', 'closed', 'full'] as const

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    // Stable name for seeding and tests ('nasm-cpt-course'), so a re-seed never duplicates a goods.
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<GoodsKind>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    cover: text('cover').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    originalPriceFen: integer('original_price_fen').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    targetAudienceHtml: text('target_audience_html').notNull().default(''),
    discounts: text('discounts').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ships: boolean('ships').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(true),
    // A scheduled publication: on sale only from this time on (null = at once). Set in the back office.
    publishAt: timestamp('publish_at', { withTimezone: true }),
    soldCount: integer('sold_count').notNull().default(0),
    // Higher first in lists; ties by newest id.
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    // The list query: on sale, optionally one kind, ordered by sort then id.
    index('goods_list_idx').on(t.onSale, t.sort, t.id),
    index('goods_kind_list_idx').on(t.onSale, t.kind, t.sort, t.id),
    check('goods_kind_check', sql`${t.kind} in (${inList(GOODS_KINDS)})`),
    check('goods_price_check', sql`${t.priceFen} >= 0 and ${t.originalPriceFen} >= 0`),
    check('goods_sold_count_check', sql`${t.soldCount} >= 0`)
  ]
)

export const goodsClasses = pgTable(
  'goods_classes',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: integer('days').notNull(),
    schedule: text('schedule').notNull().default(''),
    capacity: integer('capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    transfersAllowed: integer('transfers_allowed').notNull().default(CLASS_TRANSFERS_MAX),
    // Stored: 'full' (set when the last seat goes) and 'off_sale' (staff). upcoming/ongoing/ended are derived from
    // the dates when read (catalog/class-status.ts), so nothing has to flip them at midnight.
    status: text('status').$type<ClassStatus>().notNull().default('upcoming'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('goods_classes_goods_idx').on(t.goodsId, t.startDate),
    index('goods_classes_city_idx').on(t.city),
    check('goods_classes_status_check', sql`${t.status} in (${inList(CLASS_STATUSES)})`),
    check('goods_classes_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.capacity}`),
    check('goods_classes_dates_check', sql`${t.endDate} >= ${t.startDate}`)
  ]
)

export const examSessions = pgTable(
  'exam_sessions',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    city: text('city').notNull(),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address').notNull(),
    capacity: integer('capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('exam_sessions_goods_idx').on(t.goodsId, t.startsAt),
    index('exam_sessions_city_idx').on(t.city),
    check('exam_sessions_status_check', sql`${t.status} in (${inList(EXAM_SESSION_STATUSES)})`),
    check('exam_sessions_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.capacity}`)
  ]
)

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.goodsId] }),
    index('bundle_items_goods_idx').on(t.goodsId),
    check('bundle_items_not_self_check', sql`${t.bundleId} <> ${t.goodsId}`)
  ]
)

export const goodsAgreements = pgTable(
  'goods_agreements',
  {
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.agreementId] })]
)

export const userGoods = pgTable(
  'user_goods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'restrict' }),
    // The order that paid for it (the orders module's table; no FK so the areas stay independent). Null for grants
    // by staff or the demo seed.
    orderId: integer('order_id'),
    // Set on rows granted as part of a bundle: the bundle goods they came with.
    bundleId: integer('bundle_id').references(() => goods.id, { onDelete: 'restrict' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true })
  },
  (t) => [
    index('user_goods_owner_idx').on(t.userId, t.goodsId).where(sql`revoked_at is null`),
    // One grant per goods per order: granting twice (a replayed payment notification) changes nothing.
    uniqueIndex('user_goods_order_goods_unique').on(t.orderId, t.goodsId)
  ]
)

/**
 * What a bundle order was priced down for (the bundle deduction): each owned item and the order whose entitlement
 * made it owned. Refunds read it, so an item cannot be refunded while a bundle it made cheaper is still held
 * (REFUND_POLICY.md). Order ids without a foreign key, like user_goods, so the areas stay independent.
 */
export const bundleCredits = pgTable(
  'bundle_credits',
  {
    id: serial('id').primaryKey(),
    bundleOrderId: integer('bundle_order_id').notNull(),
    creditedOrderId: integer('credited_order_id').notNull(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('bundle_credits_bundle_goods_unique').on(t.bundleOrderId, t.goodsId),
    index('bundle_credits_credited_idx').on(t.creditedOrderId)
  ]
)
