// An organisation's classes with what they brought: learners holding a seat, learners who came, payments received,
// refunds paid back. One statement: the class link (settlement's), the classes (catalog), payments and refunds
// (commerce) and attendance (classroom) joined as grouped subqueries, the caller's organisation in the WHERE.
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { OrgClass } from '@contract/settlement/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { attendedLearnerRows } from '../../classroom'
import { paidOrderRows, paidRefundRows } from '../../commerce'
import { settlementOrgClasses } from '../tables'

const int = (expr: SQLWrapper | SQL.Aliased) => sql<number>`coalesce(${expr}, 0)::int`.mapWith(Number)

function figureSources(db: Db) {
  const paid = paidOrderRows(db)
  const sales = db.select({
    classId: paid.classId,
    paidOrders: count().as('paid_orders_n'),
    receivedFen: sum(paid.amountFen).as('received_fen'),
    learners: sql<number>`count(distinct ${paid.userId}) filter (where ${paid.status} in ('paid', 'refunding'))`.as('learners_n')
  }).from(paid).groupBy(paid.classId).as('class_sales')
  const back = paidRefundRows(db)
  const refunds = db.select({
    classId: back.classId, refundedOrders: countDistinct(back.orderId).as('refunded_orders_n'), refundedFen: sum(back.amountFen).as('refunded_fen')
  }).from(back).groupBy(back.classId).as('class_refunds')
  const came = attendedLearnerRows(db)
  const attended = db.select({ classId: came.classId, n: count().as('attended_n') }).from(came).groupBy(came.classId).as('class_attended')
  return { sales, refunds, attended, classes: classRows(db) }
}

function selectFigures(db: Db) {
  const s = figureSources(db)
  const received = int(s.sales.receivedFen)
  const refunded = int(s.refunds.refundedFen)
  return db.select({
    classId: s.classes.id, className: s.classes.name, goodsTitle: s.classes.goodsTitle, city: s.classes.city,
    startDate: s.classes.startDate, endDate: s.classes.endDate, capacity: s.classes.capacity,
    learners: int(s.sales.learners), attended: int(s.attended.n), paidOrders: int(s.sales.paidOrders),
    refundedOrders: int(s.refunds.refundedOrders), receivedFen: received, refundedFen: refunded,
    netFen: sql<number>`${received} - ${refunded}`.mapWith(Number)
  })
    .from(settlementOrgClasses)
    .innerJoin(s.classes, eq(s.classes.id, settlementOrgClasses.classId))
    .leftJoin(s.sales, eq(s.sales.classId, settlementOrgClasses.classId))
    .leftJoin(s.refunds, eq(s.refunds.classId, settlementOrgClasses.classId))
    .leftJoin(s.attended, eq(s.attended.classId, settlementOrgClasses.classId))
    .$dynamic()
}

// The catalog's classes subquery is aliased "classes"; its start date, named where the builder is not at hand.
const START_DATE = sql`"classes"."start_date"`

export interface ClassScope {
  /** The organisations whose classes may be read (a subquery of the caller's membership, or one id). */
  orgIds: SQLWrapper | number[]
  month?: { start: string; end: string }
}

function whereOf(scope: ClassScope, classId?: number) {
  return and(
    inArray(settlementOrgClasses.orgId, scope.orgIds),
    classId ? eq(settlementOrgClasses.classId, classId) : undefined,
    scope.month ? and(gte(START_DATE, scope.month.start), lt(START_DATE, scope.month.end)) : undefined
  )
}

export async function orgClassPage(db: Db, scope: ClassScope, offset: number, limit: number): Promise<{ list: OrgClass[]; total: number }> {
  const where = whereOf(scope)
  const [rows, totalRows] = await Promise.all([
    selectFigures(db).where(where).orderBy(desc(START_DATE), asc(settlementOrgClasses.classId)).offset(offset).limit(limit),
    db.select({ n: count() }).from(settlementOrgClasses).innerJoin(classRows(db), eq(sql`"classes"."id"`, settlementOrgClasses.classId)).where(where)
  ])
  return { list: rows, total: totalRows[0]?.n ?? 0 }
}

export async function orgClassById(db: Db, scope: ClassScope, classId: number): Promise<OrgClass | undefined> {
  const [row] = await selectFigures(db).where(whereOf(scope, classId)).limit(1)
  return row
}
