// SQL of withdrawals: the owner beside the id in every salesperson's statement; state changes are conditional
// UPDATEs on the expected status, so two reviewers (or a double click) change a request once.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { WithdrawalStatus } from '@contract/sales/constants'
import type { Withdrawal } from '@contract/sales/shapes'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { salesWithdrawals as w } from '../tables'

export type WithdrawalRow = typeof w.$inferSelect

/** `merchant`: the WeChat Pay merchant transfers are made under, for the payee's confirmation in the mini-program. */
export function toWithdrawal(r: WithdrawalRow, merchant?: { mchid: string; appid: string } | null): Withdrawal {
  const pkg = r.status === 'transferring' ? r.transferPackage : null
  return {
    id: r.id, amountFen: r.amountFen, status: r.status, note: r.note, reference: r.reference, createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null, paidAt: r.paidAt?.toISOString() ?? null,
    transferState: r.transferState, transferPackage: pkg,
    transferMerchant: pkg && merchant ? { mchId: merchant.mchid, appId: merchant.appid } : null
  }
}

export async function listOwn(db: Db, salespersonId: number, page: PageQueryInput) {
  const where = eq(w.salespersonId, salespersonId)
  const [rows, [total]] = await Promise.all([
    db.select().from(w).where(where).orderBy(desc(w.createdAt), desc(w.id)).offset(offsetOf(page)).limit(page.size),
    db.select({ n: count() }).from(w).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findOwn(db: Db, salespersonId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(w).where(and(eq(w.id, id), eq(w.salespersonId, salespersonId))).limit(1)
  return row
}

export async function insertWithdrawal(tx: Db, salespersonId: number, amountFen: number, now: Date): Promise<WithdrawalRow> {
  const [row] = await tx.insert(w).values({ salespersonId, amountFen, createdAt: now }).returning()
  return row!
}

/** from → to when the request is still in one of `from`; undefined when it was not. */
export async function transition(tx: Db, id: number, from: WithdrawalStatus[], values: Partial<typeof w.$inferInsert> & { status: WithdrawalStatus }) {
  const [row] = await tx.update(w).set(values).where(and(eq(w.id, id), inArray(w.status, from))).returning()
  return row
}
