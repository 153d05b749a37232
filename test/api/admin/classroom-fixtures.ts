// A small classroom world for the back office's classroom tests: a class with a teacher, a learner holding a seat,
// a second class of the same goods (a transfer target), and tokens for academic staff, a teacher and a learner.
import { classSessions, classTeachers, goodsClasses, seats } from '../../../server/src/db/schema'
import { seedGoods } from '../helpers/commerce/fixtures'
import type { TestApp } from '../helpers/test-app'

let phoneSeq = 0
/** A phone no other helper hands out (createUser's own run 1390000xxxx). */
export const freshPhone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`

export async function classroomWorld(t: TestApp, now: Date) {
  const academic = await t.createUser({ roles: ['academic'], name: '教务甲' })
  const teacher = await t.createUser({ roles: ['teacher'], name: '王老师' })
  const learner = await t.createUser({ name: '学员乙', phone: freshPhone() })
  const goods = await seedGoods(t.db, { classSeats: 10, title: '后台班级课程' })
  const classId = goods.classId!
  const [other] = await t.db.insert(goodsClasses).values({
    goodsId: goods.id, name: '上海周末班', city: '上海', startDate: '2099-04-01', endDate: '2099-04-10', days: 10, capacity: 1, seatsLeft: 1
  }).returning({ id: goodsClasses.id })
  await t.db.insert(classTeachers).values({ classId, teacherId: teacher.id })
  const [seat] = await t.db.insert(seats).values({ userId: learner.id, classId, goodsId: goods.id, source: 'gift' }).returning({ id: seats.id })
  const start = now.getTime() + 24 * 3600_000
  const [session] = await t.db.insert(classSessions).values({
    classId, title: '第一课', startsAt: new Date(start), endsAt: new Date(start + 2 * 3600_000)
  }).returning({ id: classSessions.id })
  return { academic, teacher, learner, goodsId: goods.id, classId, otherClassId: other!.id, seatId: seat!.id, sessionId: session!.id }
}

export type ClassroomWorld = Awaited<ReturnType<typeof classroomWorld>>
