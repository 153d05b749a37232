// Registration from commerce's orders: a paid (or refunding) exam order of a sitting makes one registration,
// pending review; once the order no longer holds it (refunded, closed) an open registration is cancelled; an
// approved registration whose sitting is over becomes 'exam ended'. Commerce knows nothing of registrations, so this
// runs before reads (for the reader's user or sitting). Each statement is idempotent and safe on several nodes.
import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_EXAM_MINUTES, type RegistrationStatus } from '@contract/certification/constants'
import type { Db } from '../../../db'
import { examSessionRows } from '../../catalog'
import { heldExamOrders } from '../../commerce'
import { examRegistrations, examRules } from '../tables'

export interface SyncScope {
  userId?: number
  sessionId?: number
}

const OPEN: RegistrationStatus[] = ['pending_review', 'registration_closed', 'approved', 'admit_card_sent']

async function registerHeldOrders(db: Db, scope: SyncScope, now: Date): Promise<void> {
  const held = heldExamOrders(db)
  const filters: SQL[] = [sql`not exists (select 1 from ${examRegistrations} where ${examRegistrations.orderId} = ${held.orderId})`]
  if (scope.userId !== undefined) filters.push(eq(held.userId, scope.userId))
  if (scope.sessionId !== undefined) filters.push(eq(held.examSessionId, scope.sessionId))
  await db.execute(sql`
    insert into ${examRegistrations} (user_id, order_id, goods_id, exam_session_id, status, created_at, updated_at)
    select ${held.userId}, ${held.orderId}, ${held.goodsId}, ${held.examSessionId}, 'pending_review',
      coalesce(${held.paidAt}, ${held.createdAt}), ${now.toISOString()}::timestamptz
    from ${held} where ${and(...filters)}
    on conflict do nothing`)
}

function scoped(scope: SyncScope): SQL[] {
  const filters: SQL[] = []
  if (scope.userId !== undefined) filters.push(eq(examRegistrations.userId, scope.userId))
  if (scope.sessionId !== undefined) filters.push(eq(examRegistrations.examSessionId, scope.sessionId))
  return filters
}

async function cancelReleasedOrders(db: Db, scope: SyncScope, now: Date): Promise<void> {
  const held = heldExamOrders(db)
  await db.update(examRegistrations).set({ status: 'cancelled', updatedAt: now }).where(and(
    inArray(examRegistrations.status, OPEN),
    notExists(db.select({ one: sql`1` }).from(held).where(eq(held.orderId, examRegistrations.orderId))),
    ...scoped(scope)
  ))
}

/** The sitting is over (its start plus the exam's duration has passed): approved candidates now wait for a result. */
async function endFinishedSittings(db: Db, scope: SyncScope, now: Date): Promise<void> {
  const sittings = examSessionRows(db)
  const over = db.select({ id: sittings.sessionId }).from(sittings)
    .leftJoin(examRules, eq(examRules.goodsId, sittings.goodsId))
    .where(sql`${sittings.startsAt} + make_interval(mins => coalesce(${examRules.durationMinutes}, ${DEFAULT_EXAM_MINUTES})) <= ${now.toISOString()}::timestamptz`)
  await db.update(examRegistrations).set({ status: 'exam_ended', updatedAt: now }).where(and(
    inArray(examRegistrations.status, ['approved', 'admit_card_sent']),
    inArray(examRegistrations.examSessionId, over),
    ...scoped(scope)
  ))
}

export async function syncRegistrations(db: Db, scope: SyncScope, now: Date): Promise<void> {
  await registerHeldOrders(db, scope, now)
  await cancelReleasedOrders(db, scope, now)
  await endFinishedSittings(db, scope, now)
}
