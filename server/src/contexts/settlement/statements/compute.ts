// What a statement of an organisation and month counts: every payment received and refund paid back on the
// organisation's class orders up to the month's end that no confirmed statement has counted yet. So a refund
// paid after a month's statement was confirmed lands in the next statement, marked as an adjustment.
import { and, count, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { paidOrderRows, paidRefundRows } from '../../commerce'
import { monthRange } from '../scope/months'
import { settlementLines, settlementOrgClasses } from '../tables'

export interface ComputedLine {
  kind: 'sale' | 'refund'
  sourceId: number
  orderId: number
  classId: number
  userId: number
  orderNo: string
  className: string
  amountFen: number
  at: Date
  adjustment: boolean
}

export interface ComputedStatement {
  lines: ComputedLine[]
  classesOpened: number
  learners: number
  receivedFen: number
  refundedFen: number
  adjustmentFen: number
}

/** No confirmed statement counted this source yet. */
function notFrozen(db: Db, kind: 'sale' | 'refund', sourceId: ReturnType<typeof sql>) {
  return notExists(db.select({ one: sql`1` }).from(settlementLines)
    .where(and(eq(settlementLines.kind, kind), eq(settlementLines.sourceId, sourceId), eq(settlementLines.frozen, true))))
}

export async function computeStatement(db: Db, orgId: number, month: string): Promise<ComputedStatement> {
  const { start, end } = monthRange(month)
  const paid = paidOrderRows(db)
  const back = paidRefundRows(db)
  const classes = classRows(db)
  const ofOrg = (classId: typeof paid.classId | typeof back.classId) =>
    inArray(classId, db.select({ id: settlementOrgClasses.classId }).from(settlementOrgClasses).where(eq(settlementOrgClasses.orgId, orgId)))
  // One after the other: a statement is generated inside its transaction, one connection, where pg refuses (from
  // pg 9; warns today) queries sent side by side.
  const sales = await db.select().from(paid).where(and(ofOrg(paid.classId), lt(paid.paidAt, end), notFrozen(db, 'sale', sql`${paid.orderId}`)))
  const refunds = await db.select().from(back).where(and(ofOrg(back.classId), lt(back.refundedAt, end), notFrozen(db, 'refund', sql`${back.refundId}`)))
  const opened = await db.select({ n: count() }).from(settlementOrgClasses).innerJoin(classes, eq(classes.id, settlementOrgClasses.classId))
    .where(and(eq(settlementOrgClasses.orgId, orgId), gte(classes.startDate, `${month}-01`), lt(classes.startDate, nextMonthDay(month))))
  const lines: ComputedLine[] = [
    ...sales.map((s) => ({
      kind: 'sale' as const, sourceId: s.orderId, orderId: s.orderId, classId: s.classId!, userId: s.userId, orderNo: s.orderNo,
      className: s.className ?? '', amountFen: s.amountFen, at: s.paidAt!, adjustment: s.paidAt! < start
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const, sourceId: r.refundId, orderId: r.orderId, classId: r.classId!, userId: r.userId, orderNo: r.orderNo,
      className: r.className ?? '', amountFen: -r.amountFen, at: r.refundedAt!, adjustment: r.refundedAt! < start
    }))
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.sourceId - b.sourceId)
  const refundLines = lines.filter((l) => l.kind === 'refund')
  return {
    lines,
    classesOpened: opened[0]?.n ?? 0,
    learners: new Set(lines.filter((l) => l.kind === 'sale').map((l) => l.userId)).size,
    receivedFen: sales.reduce((sum, s) => sum + s.amountFen, 0),
    refundedFen: refundLines.reduce((sum, l) => sum - l.amountFen, 0),
    adjustmentFen: refundLines.filter((l) => l.adjustment).reduce((sum, l) => sum - l.amountFen, 0)
  }
}

function nextMonthDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}
