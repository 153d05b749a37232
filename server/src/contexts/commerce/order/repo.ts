// SQL for orders. Reads and writes for a learner carry the owner in the WHERE next to the id (OWASP API1); the
// system paths (notifications, the auto-close sweep, admin) look orders up by id or number.
import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { preparedQueries, preparedQuery } from '../../../db/prepared'
import { orders } from '../tables'
import type { PaymentIssue } from '../tables'
import { canMoveOrder } from './transitions'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert

// Namespace for pg_advisory_xact_lock(int, int): (ORDER_LOCK, user id). Distinct from the address and SMS locks.
const ORDER_LOCK = 727_301

/** Serialises one user's order creation on every API node (idempotency check, then insert). */
export async function lockUserOrders(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${userId})`)
}

// The learner's hot reads are prepared once per handle (db/prepared.ts): only the values change per request.
const ownOrderStatement = preparedQuery((db: Db) =>
  db.select().from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('commerce_own_order')
)

export async function findOwnOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await ownOrderStatement(db).execute({ id, userId })
  return row
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row
}

const orderByRequestStatement = preparedQuery((db: Db) =>
  db.select().from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.clientRequestId, sql.placeholder('clientRequestId'))))
    .limit(1)
    .prepare('commerce_order_by_request')
)

export async function findOrderByRequest(db: Db, userId: number, clientRequestId: string): Promise<OrderRow | undefined> {
  const [row] = await orderByRequestStatement(db).execute({ userId, clientRequestId })
  return row
}

/** Inserts unless the order number or the (user, client request id) pair exists; undefined then. */
export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning()
  return row
}

/**
 * Moves the order from one status to another in one conditional UPDATE; undefined when it was not in `from` any more
 * (a retry, a race, or a replayed notification), so the caller applies its side effects only when a row came back.
 */
export async function transitionOrder(
  tx: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<Pick<OrderRow, 'paidAt' | 'paymentMethod' | 'transactionId' | 'closedAt' | 'closeReason'>> = {}
): Promise<OrderRow | undefined> {
  if (!canMoveOrder(from, to)) throw new Error(`order transition ${from} → ${to} is not in ORDER_TRANSITIONS`)
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning()
  return row
}

/** Marks money that arrived for an order that could not take it (see PAYMENT_ISSUES). */
export async function flagPaymentIssue(tx: Db, id: number, issue: PaymentIssue): Promise<void> {
  await tx.update(orders).set({ paymentIssue: issue }).where(eq(orders.id, id))
}

/** The user's orders counted by status (statuses without orders are absent). */
export async function countOwnOrdersByStatus(db: Db, userId: number): Promise<{ status: OrderStatus; n: number }[]> {
  return db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status)
}

/** Every read of the learner's orders asks this first (closing what expired): prepared, with and without the user. */
const expiredUnpaidStatement = preparedQueries((db: Db, key: 'all' | 'user') => {
  const due = and(eq(orders.status, 'unpaid'), lte(orders.payDeadline, sql`${sql.placeholder('now')}::timestamptz`))
  return db.select().from(orders)
    .where(key === 'user' ? and(due, eq(orders.userId, sql.placeholder('userId'))) : due)
    .orderBy(asc(orders.payDeadline))
    .limit(sql.placeholder('limit'))
    .prepare(`commerce_expired_unpaid_${key}`)
})

/** Unpaid orders whose pay window has passed, oldest deadline first; optionally one user's. */
export async function expiredUnpaidOrders(db: Db, now: Date, limit: number, userId?: number): Promise<OrderRow[]> {
  const key = userId === undefined ? 'all' : 'user'
  return expiredUnpaidStatement(db, key).execute({ now: now.toISOString(), limit, userId })
}

/** The user's unpaid order for the goods that can still be paid (its pay window open), other than `exceptId`. */
export async function findPayableOrderFor(db: Db, userId: number, goodsId: number, now: Date, exceptId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(
      eq(orders.userId, userId), eq(orders.goodsId, goodsId), eq(orders.status, 'unpaid'), gt(orders.payDeadline, now),
      exceptId === undefined ? undefined : ne(orders.id, exceptId)
    ))
    .orderBy(desc(orders.id))
    .limit(1)
  return row
}
