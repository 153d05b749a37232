// The paid learners of one class of the caller's organisation (班级名单): each paid order of the class with its
// buyer (phone masked) and what was refunded on it. The organisation is in the same WHERE as the class.
import { and, count, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm'
import { maskPhone } from '@contract/admin'
import type { OrgClassLearner } from '@contract/settlement/shapes'
import type { Db } from '../../../db'
import { paidOrderRows, paidRefundRows } from '../../commerce'
import { people } from '../../identity'
import { settlementOrgClasses } from '../tables'

export async function classLearnerPage(
  db: Db, orgIds: SQLWrapper | number[], classId: number, offset: number, limit: number
): Promise<{ list: OrgClassLearner[]; total: number }> {
  const paid = paidOrderRows(db)
  const back = paidRefundRows(db)
  const refunded = db.select({ orderId: back.orderId, fen: sql<number>`sum(${back.amountFen})`.as('refunded_fen') })
    .from(back).groupBy(back.orderId).as('order_refunds')
  const where = and(eq(paid.classId, classId), inArray(settlementOrgClasses.orgId, orgIds))
  const [rows, totals] = await Promise.all([
    db.select({
      orderId: paid.orderId, orderNo: paid.orderNo, name: people.name, phone: people.phone, status: paid.status,
      amountFen: paid.amountFen, refundedFen: sql<number>`coalesce(${refunded.fen}, 0)::int`.mapWith(Number), paidAt: paid.paidAt
    })
      .from(paid)
      .innerJoin(settlementOrgClasses, eq(settlementOrgClasses.classId, paid.classId))
      .innerJoin(people, eq(people.id, paid.userId))
      .leftJoin(refunded, eq(refunded.orderId, paid.orderId))
      .where(where).orderBy(desc(paid.paidAt), desc(paid.orderId)).offset(offset).limit(limit),
    db.select({ n: count() }).from(paid).innerJoin(settlementOrgClasses, eq(settlementOrgClasses.classId, paid.classId)).where(where)
  ])
  return {
    list: rows.map((r) => ({
      orderId: r.orderId, orderNo: r.orderNo, name: r.name, phone: maskPhone(r.phone),
      status: r.status as OrgClassLearner['status'], amountFen: r.amountFen, refundedFen: r.refundedFen,
      paidAt: (r.paidAt as Date).toISOString()
    })),
    total: totals[0]?.n ?? 0
  }
}
