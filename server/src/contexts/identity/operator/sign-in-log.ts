// The operators' sign-in log (operator_sign_ins): one row per console sign-in attempt, written whatever the answer.
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import type { SignInLogEntry, SignInResult } from '@contract/identity/operator-shapes'
import { chinaEndOfDay, chinaMidnight } from '@contract/china-time'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { operatorSignIns, users } from '../tables'

/** Where and from what an attempt came: the client address and its user-agent (cut to a readable length). */
export interface AttemptOrigin {
  ip: string
  device: string
}

const DEVICE_MAX_CHARS = 255

export async function recordSignIn(
  db: Db,
  row: { userId: number | null; phone: string; result: SignInResult; at: Date } & AttemptOrigin
): Promise<void> {
  await db.insert(operatorSignIns).values({ ...row, device: row.device.slice(0, DEVICE_MAX_CHARS) })
}

export interface SignInFilter {
  userId?: number
  result?: SignInResult
  from?: string
  to?: string
}

function conditions(filter: SignInFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(operatorSignIns.userId, filter.userId),
    filter.result === undefined ? undefined : eq(operatorSignIns.result, filter.result),
    filter.from === undefined ? undefined : gte(operatorSignIns.at, chinaMidnight(filter.from)),
    filter.to === undefined ? undefined : lte(operatorSignIns.at, chinaEndOfDay(filter.to))
  )
}

/** Newest first; the account's current name beside each row ('' for phones without an operator account). */
export async function listSignIns(db: Db, filter: SignInFilter, page: PageQueryInput): Promise<Paged<SignInLogEntry>> {
  const where = conditions(filter)
  const rows = await db
    .select({ row: operatorSignIns, name: users.name })
    .from(operatorSignIns)
    .leftJoin(users, eq(users.id, operatorSignIns.userId))
    .where(where)
    .orderBy(desc(operatorSignIns.at), desc(operatorSignIns.id))
    .limit(page.size)
    .offset(offsetOf(page))
  const [total] = await db.select({ n: count() }).from(operatorSignIns).where(where)
  const list = rows.map(({ row, name }) => ({
    id: row.id,
    userId: row.userId,
    name: name ?? '',
    phone: row.phone,
    ip: row.ip,
    device: row.device,
    result: row.result as SignInResult,
    at: row.at.toISOString()
  }))
  return { list, total: total?.n ?? 0, page: page.page, size: page.size }
}
