// Demo homework: the demo teacher teaches the ongoing class of the homework course, the demo learner holds a seat
// in it (a paid sandbox order, as checkout would leave it), one answer graded and one waiting for the teacher.
import { and, count, eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../src/db'
import { findUserByPhone } from '../../src/contexts/identity/seeding'
import {
  classTeachers, goods, goodsClasses, homeworkSubmissions, homeworkTasks, orders, userGoods
} from '../../src/db/schema'
import { HOMEWORK_CLASS, HOMEWORK_COURSE, HOMEWORK_TASKS } from './content'

const DAY_MS = 24 * 60 * 60 * 1000

async function demoClass(tx: Db) {
  const [row] = await tx
    .select({ classId: goodsClasses.id, goodsId: goods.id, title: goods.title, cover: goods.cover, priceFen: goods.priceFen })
    .from(goodsClasses)
    .innerJoin(goods, eq(goods.id, goodsClasses.goodsId))
    .where(and(eq(goods.slug, HOMEWORK_COURSE), eq(goodsClasses.name, HOMEWORK_CLASS)))
  return row
}

type DemoClass = NonNullable<Awaited<ReturnType<typeof demoClass>>>

/** The learner's seat: a paid order of the class, unless one exists; the course is then theirs. */
async function seatLearner(tx: Db, learnerId: number, cls: DemoClass, now: Date) {
  const [held] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, learnerId), eq(orders.classId, cls.classId)))
  if (held) return
  const paidAt = new Date(now.getTime() - 10 * DAY_MS)
  const stamp = new Date(paidAt.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
  const [order] = await tx.insert(orders).values({
    orderNo: `${stamp}000001`, userId: learnerId, clientRequestId: randomUUID(), goodsId: cls.goodsId, goodsKind: 'course',
    goodsTitle: cls.title, goodsCover: cls.cover, classId: cls.classId, className: HOMEWORK_CLASS, totalFen: cls.priceFen,
    amountDueFen: cls.priceFen, status: 'paid', payDeadline: paidAt, paidAt, paymentMethod: 'sandbox', createdAt: paidAt
  }).returning({ id: orders.id })
  await tx.insert(userGoods).values({ userId: learnerId, goodsId: cls.goodsId, orderId: order.id, grantedAt: paidAt })
}

/** Does nothing when homework tasks exist. True when it added them. */
export async function seedDemoHomework(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(homeworkTasks)
  if ((existing?.n ?? 0) > 0) return false
  const cls = await demoClass(tx)
  const learner = await findUserByPhone(tx, '13800000001')
  const teacher = await findUserByPhone(tx, '13800000002')
  if (!cls || !learner || !teacher) return false
  await tx.insert(classTeachers).values({ classId: cls.classId, teacherId: teacher.id }).onConflictDoNothing()
  await seatLearner(tx, learner.id, cls, now)
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS)
  const tasks = new Map<string, number>()
  for (const [sort, task] of HOMEWORK_TASKS.entries()) {
    const [row] = await tx.insert(homeworkTasks).values({
      goodsId: cls.goodsId, classId: task.classTask ? cls.classId : null, title: task.title, html: task.html, dueAt: at(task.dueInDays), sort
    }).returning({ id: homeworkTasks.id })
    tasks.set(task.key, row.id)
  }
  await tx.insert(homeworkSubmissions).values([
    {
      taskId: tasks.get('squat')!, userId: learner.id, classId: cls.classId, status: 'approved', score: 92,
      text: '下蹲时膝盖略有内扣，已注意控制膝盖与脚尖方向一致。', comment: '动作标准，注意保持核心收紧。',
      graderId: teacher.id, submittedAt: at(-3), gradedAt: at(-2)
    },
    {
      taskId: tasks.get('week1')!, userId: learner.id, classId: cls.classId, status: 'submitted',
      text: '本周学习了下肢主要肌群与深蹲、硬拉两个基本动作模式，理解了髋铰链与膝主导动作的区别。', submittedAt: at(-1)
    }
  ])
  return true
}
