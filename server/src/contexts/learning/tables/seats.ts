// A learner's seat in a class: its own row since transfers and retraining (a seat moves between classes, at most 3
// times per enrolment, product rules §5). A paid order of a class makes one (source 'order', enrolled from commerce's
// orders); staff may gift one; a transfer or a retrain makes a new seat that points back at the one it came from.
// seat_moves keeps every transfer and retrain (who, from where to where, why) for the back office.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { CLASS_TRANSFERS_MAX } from '../../../../../types/catalog/constants'
import { SEAT_SOURCES, SEAT_STATUSES, type SeatSource, type SeatStatus } from '../../../../../types/learning/shapes'
import { goods, goodsClasses } from '../../catalog/tables'
import { orders } from '../../commerce/tables'
import { users } from '../../identity/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull().references(() => goodsClasses.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    // The order that paid for the enrolment (kept along transfers and retrains); null for a gift.
    orderId: integer('order_id').references(() => orders.id),
    source: text('source').$type<SeatSource>().notNull(),
    status: text('status').$type<SeatStatus>().notNull().default('active'),
    // Transfers used by this enrolment so far (carried to the seat a transfer makes).
    transfersUsed: integer('transfers_used').notNull().default(0),
    previousSeatId: integer('previous_seat_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true })
  },
  (t) => [
    // One enrolment per paid order: the enrolment sync may run on several nodes at once.
    uniqueIndex('seats_order_enrolment_unique').on(t.orderId).where(sql`${t.source} = 'order'`),
    // A learner holds at most one active seat in a class.
    uniqueIndex('seats_user_class_active_unique').on(t.userId, t.classId).where(sql`${t.status} = 'active'`),
    index('seats_class_status_idx').on(t.classId, t.status),
    index('seats_user_idx').on(t.userId, t.status),
    check('seats_source_check', sql`${t.source} in (${inList(SEAT_SOURCES)})`),
    check('seats_status_check', sql`${t.status} in (${inList(SEAT_STATUSES)})`),
    check('seats_transfers_check', sql`${t.transfersUsed} >= 0 and ${t.transfersUsed} <= ${sql.raw(String(CLASS_TRANSFERS_MAX))}`)
  ]
)

export const SEAT_MOVE_KINDS = ['transfer', 'retrain'] as const

export const seatMoves = pgTable(
  'seat_moves',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<(typeof SEAT_MOVE_KINDS)[number]>().notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fromSeatId: integer('from_seat_id').notNull().references(() => seats.id),
    toSeatId: integer('to_seat_id').notNull().references(() => seats.id),
    fromClassId: integer('from_class_id').notNull().references(() => goodsClasses.id),
    toClassId: integer('to_class_id').notNull().references(() => goodsClasses.id),
    // The learner, or the operator acting for them.
    byUserId: integer('by_user_id').notNull().references(() => users.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('seat_moves_created_idx').on(t.createdAt),
    check('seat_moves_kind_check', sql`${t.kind} in (${inList(SEAT_MOVE_KINDS)})`)
  ]
)
