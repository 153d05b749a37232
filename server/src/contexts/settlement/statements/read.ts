// Statements as answers: the row with its organisation, the due amount, and its lines with each learner's name.
// Callers put the scope (the staff member's organisation, confirmed ones only) in the same WHERE.
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Statement, StatementDetail, StatementLine } from '@contract/settlement/shapes'
import type { Db } from '../../../db'
import { people } from '../../identity'
import { settlementLines, settlementOrgs, settlementStatements } from '../tables'

type Row = { s: typeof settlementStatements.$inferSelect; orgName: string; orgKind: Statement['orgKind'] }

function toStatement({ s, orgName, orgKind }: Row): Statement {
  const netFen = s.receivedFen - s.refundedFen
  return {
    id: s.id, orgId: s.orgId, orgName, orgKind, month: s.month, status: s.status, classesOpened: s.classesOpened,
    learners: s.learners, receivedFen: s.receivedFen, refundedFen: s.refundedFen, adjustmentFen: s.adjustmentFen, netFen,
    shareBp: s.shareBp, shareFen: s.shareFen, paidFen: s.paidFen, dueFen: s.shareFen - s.paidFen,
    generatedAt: s.generatedAt.toISOString(), confirmedAt: s.confirmedAt?.toISOString() ?? null,
    paidAt: s.paidAt?.toISOString() ?? null, paymentRef: s.paymentRef
  }
}

const selectRows = (db: Db) => db
  .select({ s: settlementStatements, orgName: settlementOrgs.name, orgKind: settlementOrgs.kind })
  .from(settlementStatements)
  .innerJoin(settlementOrgs, eq(settlementOrgs.id, settlementStatements.orgId))

export async function statementPage(db: Db, where: SQL | undefined, offset: number, limit: number): Promise<{ list: Statement[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(settlementStatements.month), asc(settlementOrgs.name)).offset(offset).limit(limit),
    db.select({ n: count() }).from(settlementStatements).innerJoin(settlementOrgs, eq(settlementOrgs.id, settlementStatements.orgId)).where(where)
  ])
  return { list: rows.map(toStatement), total: totals[0]?.n ?? 0 }
}

export async function linePage(db: Db, statementId: number, offset?: number, limit?: number): Promise<{ list: StatementLine[]; total: number }> {
  const query = db.select({ l: settlementLines, learnerName: people.name })
    .from(settlementLines).innerJoin(people, eq(people.id, settlementLines.userId))
    .where(eq(settlementLines.statementId, statementId)).orderBy(asc(settlementLines.at), asc(settlementLines.id)).$dynamic()
  const [rows, totals] = await Promise.all([
    limit === undefined ? query : query.offset(offset ?? 0).limit(limit),
    db.select({ n: count() }).from(settlementLines).where(eq(settlementLines.statementId, statementId))
  ])
  return {
    list: rows.map(({ l, learnerName }) => ({
      id: l.id, kind: l.kind, orderNo: l.orderNo, className: l.className, learnerName, amountFen: l.amountFen,
      at: l.at.toISOString(), adjustment: l.adjustment
    })),
    total: totals[0]?.n ?? 0
  }
}

/** One statement with every line, or undefined when the scope does not reach it. */
export async function statementDetail(db: Db, id: number, scope?: SQL): Promise<StatementDetail | undefined> {
  const [row] = await selectRows(db).where(and(eq(settlementStatements.id, id), scope)).limit(1)
  if (!row) return undefined
  return { ...toStatement(row), lines: (await linePage(db, id)).list }
}

/** What staff see: their organisation's statements once confirmed (drafts are the company's working copies). */
export function staffScope(orgIds: SQLWrapper | number[]): SQL {
  return and(inArray(settlementStatements.orgId, orgIds), inArray(settlementStatements.status, ['confirmed', 'paid']))!
}
