// Per-account login throttling (docs/account.md → Login and session). Counted per phone and method in the database, so
// guesses spread over many IPs and many API nodes add up. Failures are forgotten an hour after the last one; from
// the limit on, each failure makes that method wait 1, 2, 4, 8, then at most 15 minutes. Tries during the wait are
// refused unchecked and do not lengthen it. A successful login by either method clears both counters, so an
// attacker cannot keep a real user out: password login waits while SMS login stays open, and the reverse.
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../../db'
import { loginThrottles } from '../tables'
import { userError } from '../../../http/errors'

export type LoginMethod = 'password' | 'sms'

const MINUTE_MS = 60_000
/** Failures before the first wait. SMS codes already die after 5 wrong tries each, so SMS waits after two codes. */
export const LOGIN_FAILURE_LIMIT: Record<LoginMethod, number> = { password: 5, sms: 10 }
export const LOGIN_FAILURE_MEMORY_MS = 60 * MINUTE_MS
export const LOGIN_WAIT_CAP_MS = 15 * MINUTE_MS

/** The wait after the n-th failure: none below the limit, then 1 minute doubling up to the cap. */
export function waitAfterFailures(method: LoginMethod, failures: number): number {
  const over = failures - LOGIN_FAILURE_LIMIT[method]
  return over < 0 ? 0 : Math.min(MINUTE_MS * 2 ** over, LOGIN_WAIT_CAP_MS)
}

function throttled(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS))
  return userError('LOGIN_THROTTLED', `尝试次数过多，请${minutes}分钟后再试`)
}

const key = (phone: string, method: LoginMethod) => and(eq(loginThrottles.phone, phone), eq(loginThrottles.method, method))

/** The row of the phone and method, created if missing, locked for this transaction. */
async function lockRow(tx: Db, phone: string, method: LoginMethod, now: Date) {
  await tx.insert(loginThrottles).values({ phone, method, failures: 0, lastFailedAt: now }).onConflictDoNothing()
  const [row] = await tx.select().from(loginThrottles).where(key(phone, method)).for('update')
  return row
}

async function addFailure(tx: Db, row: typeof loginThrottles.$inferSelect, now: Date): Promise<void> {
  const method = row.method as LoginMethod
  const forgotten = now.getTime() - row.lastFailedAt.getTime() >= LOGIN_FAILURE_MEMORY_MS
  const failures = (forgotten ? 0 : row.failures) + 1
  const wait = waitAfterFailures(method, failures)
  await tx
    .update(loginThrottles)
    .set({ failures, lastFailedAt: now, lockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null })
    .where(key(row.phone, method))
}

/**
 * Password login: refuses while the phone waits, else counts this try as a failure up front (so a burst of parallel
 * guesses cannot slip past the limit) — clearFailures takes it back when the password was right.
 */
export async function takePasswordTry(db: Db, phone: string, now: Date): Promise<void> {
  const lockedUntil = await db.transaction(async (tx) => {
    const row = await lockRow(tx, phone, 'password', now)
    if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil
    await addFailure(tx, row, now)
    return null
  })
  if (lockedUntil) throw throttled(lockedUntil, now)
}

/** SMS login: refuses while the phone waits. Checked before the code, so a wait costs the code no try. */
export async function assertSmsLoginOpen(db: Db, phone: string, now: Date): Promise<void> {
  const [row] = await db.select().from(loginThrottles).where(key(phone, 'sms'))
  if (row?.lockedUntil && row.lockedUntil > now) throw throttled(row.lockedUntil, now)
}

/** A wrong guess at a live SMS login code (no code at all does not count: only texting the phone makes one). */
export async function recordSmsFailure(db: Db, phone: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => addFailure(tx, await lockRow(tx, phone, 'sms', now), now))
  await pruneThrottles(db, now)
}

/** A successful login (either method) proves the person: both counters of the phone start over. */
export async function clearFailures(db: Db, phone: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.phone, phone))
}

/** Rows of phones nobody has tried for a while are of no use; called after a failure to keep the table small. */
export async function pruneThrottles(db: Db, now: Date): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.lastFailedAt, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS - LOGIN_WAIT_CAP_MS)))
}
