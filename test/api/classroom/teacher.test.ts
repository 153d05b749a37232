// The teacher's side: classes, courses and learners of classes they teach (another teacher's read as not found), their
// own leave, ratings received (anonymous), and a learner's record visible only to that learner's teachers and staff.
import { attendance, classSessions, classTeachers, goodsClasses, seats, teacherLeaves } from '../../../server/src/db/schema'
import { eq } from 'drizzle-orm'
import { listRatingTargets, rateSession } from '@contract/classroom/endpoints'
import {
  askOwnLeave, getRatingSummary, getStudentInfo, getTeacherClass, listClassLearners, listOwnLeaves, listReceivedRatings,
  listTeacherClasses, listTeacherCourses
} from '@contract/classroom/teacher-endpoints'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock(Date.parse('2026-06-06T01:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

/** A class (ongoing today) taught by a new teacher, two learners, one past session the first learner attended. */
async function world() {
  const teacher = await t.createUser({ roles: ['teacher'], name: '王老师' })
  const learner = await t.createUser({ name: '学员甲' })
  const other = await t.createUser({ name: '学员乙' })
  const goods = await seedGoods(t.db, { classSeats: 10, title: '讲师课程' })
  const classId = goods.classId!
  await t.db.update(goodsClasses).set({ startDate: '2026-06-01', endDate: '2026-06-30' }).where(eq(goodsClasses.id, classId))
  await t.db.insert(classTeachers).values({ classId, teacherId: teacher.id })
  await t.db.insert(seats).values([
    { userId: learner.id, classId, goodsId: goods.id, source: 'gift' }, { userId: other.id, classId, goodsId: goods.id, source: 'gift' }
  ])
  const now = clock.now().getTime()
  const [past, next] = await t.db.insert(classSessions).values([
    { classId, title: '第1课', startsAt: new Date(now - 26 * 3600_000), endsAt: new Date(now - 23 * 3600_000) },
    { classId, title: '第2课', startsAt: new Date(now + 24 * 3600_000), endsAt: new Date(now + 27 * 3600_000) }
  ]).returning()
  await t.db.insert(attendance).values({ sessionId: past!.id, userId: learner.id, status: 'present', method: 'code', checkedInAt: new Date(now - 26 * 3600_000) })
  return { teacher, learner, other, goodsId: goods.id, classId, pastId: past!.id, nextId: next!.id }
}

describe('teacher lists', () => {
  it('lists my classes, courses and learners with counts; another teacher gets not found', async () => {
    const w = await world()
    const stranger = await t.createUser({ roles: ['teacher'] })
    const classes = expectOk(await callApi(t.app, listTeacherClasses, { query: {}, token: w.teacher.token }))
    expect(classes.total).toBe(1)
    expect(classes.list[0]).toMatchObject({ id: w.classId, learners: 2, sessionsTotal: 2, sessionsDone: 1, status: 'ongoing', nextSession: { id: w.nextId } })
    expect(expectOk(await callApi(t.app, listTeacherClasses, { query: { state: 'ended' }, token: w.teacher.token })).total).toBe(0)
    const courses = expectOk(await callApi(t.app, listTeacherCourses, { query: {}, token: w.teacher.token }))
    expect(courses.list).toEqual([{ goods: expect.objectContaining({ id: w.goodsId }), classes: 1, learners: 2 }])
    const learners = expectOk(await callApi(t.app, listClassLearners, { params: { id: w.classId }, query: {}, token: w.teacher.token }))
    const counts = Object.fromEntries(learners.list.map((l) => [l.learner.name, [l.present, l.absent]]))
    expect(counts).toEqual({ 学员甲: [1, 0], 学员乙: [0, 1] })
    expectRefusal(await callApi(t.app, getTeacherClass, { params: { id: w.classId }, token: stranger.token }), 'CLASS_NOT_FOUND')
    expectRefusal(await callApi(t.app, listClassLearners, { params: { id: w.classId }, query: {}, token: stranger.token }), 'CLASS_NOT_FOUND')
    expect(expectOk(await callApi(t.app, listTeacherClasses, { query: {}, token: stranger.token })).total).toBe(0)
    expect((await callApiRaw(t.app, listTeacherClasses, { token: w.learner.token })).statusCode).toBe(403)
  })
})

describe('own leave', () => {
  it('asks and lists my own leave; a past leave or a bad range is refused; others do not see it', async () => {
    const w = await world()
    const at = (h: number) => new Date(clock.now().getTime() + h * 3600_000).toISOString()
    const asked = expectOk(await callApi(t.app, askOwnLeave, { body: { startsAt: at(48), endsAt: at(56), reason: '家中有事' }, token: w.teacher.token }))
    expect(asked).toMatchObject({ status: 'pending', reason: '家中有事', reviewedAt: null })
    expectRefusal(await callApi(t.app, askOwnLeave, { body: { startsAt: at(-10), endsAt: at(-2), reason: '补请' }, token: w.teacher.token }), 'VALIDATION')
    expectRefusal(await callApi(t.app, askOwnLeave, { body: { startsAt: at(5), endsAt: at(4), reason: '反了' }, token: w.teacher.token }), 'VALIDATION')
    const [row] = await t.db.select().from(teacherLeaves).where(eq(teacherLeaves.id, asked.id))
    expect(row!.teacherId).toBe(w.teacher.id)
    expect(expectOk(await callApi(t.app, listOwnLeaves, { query: {}, token: w.teacher.token })).list.map((l) => l.id)).toEqual([asked.id])
    const stranger = await t.createUser({ roles: ['teacher'] })
    expect(expectOk(await callApi(t.app, listOwnLeaves, { query: {}, token: stranger.token })).total).toBe(0)
  })
})

describe('ratings', () => {
  it('rates an attended session once; not an unattended one; the teacher sees it anonymously with averages', async () => {
    const w = await world()
    const targets = expectOk(await callApi(t.app, listRatingTargets, { query: { pending: true }, token: w.learner.token }))
    expect(targets.list.map((x) => [x.sessionId, x.rating])).toEqual([[w.pastId, null]])
    expectRefusal(await callApi(t.app, rateSession, { body: { sessionId: w.pastId, sessionScore: 5, teacherScore: 4, comment: '' }, token: w.other.token }), 'RATING_NOT_ATTENDED')
    expectRefusal(await callApi(t.app, rateSession, { body: { sessionId: w.pastId, sessionScore: 6, teacherScore: 4, comment: '' }, token: w.learner.token }), 'VALIDATION')
    const rated = expectOk(await callApi(t.app, rateSession, { body: { sessionId: w.pastId, sessionScore: 5, teacherScore: 4, comment: '讲得清楚' }, token: w.learner.token }))
    expect(rated).toMatchObject({ sessionScore: 5, teacherScore: 4, comment: '讲得清楚' })
    expectRefusal(await callApi(t.app, rateSession, { body: { sessionId: w.pastId, sessionScore: 1, teacherScore: 1, comment: '' }, token: w.learner.token }), 'RATING_EXISTS')
    expect(expectOk(await callApi(t.app, listRatingTargets, { query: { pending: true }, token: w.learner.token })).total).toBe(0)
    const received = expectOk(await callApi(t.app, listReceivedRatings, { query: {}, token: w.teacher.token }))
    expect(received.list).toEqual([expect.objectContaining({ sessionId: w.pastId, teacherScore: 4, comment: '讲得清楚' })])
    expect(JSON.stringify(received)).not.toContain('学员甲')
    expect(expectOk(await callApi(t.app, getRatingSummary, { token: w.teacher.token }))).toEqual({ count: 1, teacherScore: 4, sessionScore: 5 })
  })

  it('refuses a comment the content check refuses', async () => {
    const w = await world()
    const res = await callApi(t.app, rateSession, { body: { sessionId: w.pastId, sessionScore: 5, teacherScore: 5, comment: '加微信代考包过' }, token: w.learner.token })
    expectRefusal(res, 'CONTENT_REJECTED')
  })
})

describe('learner record', () => {
  it('shows the record to the learner\'s teacher and staff; anyone else gets not found', async () => {
    const w = await world()
    const stranger = await t.createUser({ roles: ['teacher'] })
    const staff = await t.createUser({ roles: ['academic'] })
    const info = expectOk(await callApi(t.app, getStudentInfo, { params: { id: w.learner.id }, token: w.teacher.token }))
    expect(info.profile).toMatchObject({ id: w.learner.id, name: '学员甲' })
    expect(info.classes.map((c) => c.classId)).toEqual([w.classId])
    expect(info.attendance.map((a) => [a.sessionId, a.status])).toEqual([[w.pastId, 'present']])
    expect(info.homework).toEqual({ submitted: 0, pending: 0, approved: 0, rejected: 0 })
    expectOk(await callApi(t.app, getStudentInfo, { params: { id: w.learner.id }, token: staff.token }))
    const hidden = await callApi(t.app, getStudentInfo, { params: { id: w.learner.id }, token: stranger.token })
    const missing = await callApi(t.app, getStudentInfo, { params: { id: 2_000_000 }, token: stranger.token })
    expectRefusal(hidden, 'NOT_FOUND')
    expect(hidden).toEqual(missing)
    expect((await callApiRaw(t.app, getStudentInfo, { params: { id: w.learner.id }, token: w.other.token })).statusCode).toBe(403)
  })
})
