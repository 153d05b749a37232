// Leave: a learner asks for a session not started; the class's teacher approves or rejects while pending; states move
// only pending → approved / rejected / withdrawn; another teacher or learner reaches nothing.
import { classSessions, classTeachers, seats } from '../../../server/src/db/schema'
import { askLeave, listMyLeaves, withdrawLeave } from '@contract/classroom/endpoints'
import { approveLeave, listLeaveRequests, rejectLeave } from '@contract/classroom/teacher-endpoints'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock(Date.parse('2026-06-06T01:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

async function world() {
  const teacher = await t.createUser({ roles: ['teacher'] })
  const learner = await t.createUser()
  const goods = await seedGoods(t.db, { classSeats: 10, title: '请假课程' })
  await t.db.insert(classTeachers).values({ classId: goods.classId!, teacherId: teacher.id })
  await t.db.insert(seats).values({ userId: learner.id, classId: goods.classId!, goodsId: goods.id, source: 'gift' })
  const start = clock.now().getTime() + 24 * 3600_000
  const [a, b] = await t.db.insert(classSessions).values([
    { classId: goods.classId!, title: '明天', startsAt: new Date(start), endsAt: new Date(start + 3600_000) },
    { classId: goods.classId!, title: '已开始', startsAt: new Date(start - 25 * 3600_000), endsAt: new Date(start - 20 * 3600_000) }
  ]).returning()
  return { teacher, learner, tomorrow: a!.id, started: b!.id }
}

it('moves a leave request only along pending → approved/rejected/withdrawn', async () => {
  const w = await world()
  const ask = (sessionId: number) => callApi(t.app, askLeave, { body: { sessionId, reason: '出差' }, token: w.learner.token })
  expectRefusal(await ask(w.started), 'CLASS_SESSION_STARTED')
  const leave = expectOk(await ask(w.tomorrow))
  expect(leave).toMatchObject({ status: 'pending', sessionTitle: '明天', reason: '出差' })
  expectRefusal(await ask(w.tomorrow), 'LEAVE_EXISTS')
  expectRefusal(await callApi(t.app, rejectLeave, { params: { id: leave.id }, body: {}, token: w.teacher.token }), 'LEAVE_REPLY_REQUIRED')
  const approved = expectOk(await callApi(t.app, approveLeave, { params: { id: leave.id }, body: {}, token: w.teacher.token }))
  expect(approved).toMatchObject({ status: 'approved', learner: { id: w.learner.id } })
  expectRefusal(await callApi(t.app, rejectLeave, { params: { id: leave.id }, body: { reply: '不行' }, token: w.teacher.token }), 'LEAVE_STATE')
  expectRefusal(await callApi(t.app, withdrawLeave, { params: { id: leave.id }, token: w.learner.token }), 'LEAVE_STATE')
  expect(expectOk(await callApi(t.app, listMyLeaves, { query: {}, token: w.learner.token })).list.map((l) => l.status)).toEqual(['approved'])
})

it('lets the learner withdraw while pending, and ask again', async () => {
  const w = await world()
  const leave = expectOk(await callApi(t.app, askLeave, { body: { sessionId: w.tomorrow, reason: '生病' }, token: w.learner.token }))
  expect(expectOk(await callApi(t.app, withdrawLeave, { params: { id: leave.id }, token: w.learner.token })).status).toBe('withdrawn')
  const again = expectOk(await callApi(t.app, askLeave, { body: { sessionId: w.tomorrow, reason: '生病' }, token: w.learner.token }))
  const rejected = expectOk(await callApi(t.app, rejectLeave, { params: { id: again.id }, body: { reply: '考核课不能请假' }, token: w.teacher.token }))
  expect(rejected).toMatchObject({ status: 'rejected', reply: '考核课不能请假' })
})

it("keeps other teachers and learners out", async () => {
  const w = await world()
  const other = await world()
  const leave = expectOk(await callApi(t.app, askLeave, { body: { sessionId: w.tomorrow, reason: '出差' }, token: w.learner.token }))
  expectRefusal(await callApi(t.app, approveLeave, { params: { id: leave.id }, body: {}, token: other.teacher.token }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, withdrawLeave, { params: { id: leave.id }, token: other.learner.token }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, askLeave, { body: { sessionId: w.tomorrow, reason: '出差' }, token: other.learner.token }), 'NOT_FOUND')
  expect(expectOk(await callApi(t.app, listLeaveRequests, { query: {}, token: other.teacher.token })).total).toBe(0)
  expect(expectOk(await callApi(t.app, listLeaveRequests, { query: {}, token: w.teacher.token })).list.map((l) => l.id)).toEqual([leave.id])
})
