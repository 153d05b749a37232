// Check-in (签到): the teacher's rotating signed code, the learner's check-in by QR payload or 6 digits; replayed and
// expired codes refused; attendance is the learner's own; a teacher reaches only the classes they teach.
import { classSessions, classTeachers, seats } from '../../../server/src/db/schema'
import { checkIn, listMyAttendance } from '@contract/classroom/endpoints'
import { getCheckInCode, getSessionAttendance, listTeacherSessions, markAttendance } from '@contract/classroom/teacher-endpoints'
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

interface World { teacher: { id: number; token: string }; learner: { id: number; token: string }; sessionId: number; classId: number }

/** A class taught by a new teacher, a learner holding a seat, a session starting now and lasting 3 hours. */
async function world(): Promise<World> {
  const teacher = await t.createUser({ roles: ['teacher'] })
  const learner = await t.createUser()
  const goods = await seedGoods(t.db, { classSeats: 10, title: '签到课程' })
  const classId = goods.classId!
  await t.db.insert(classTeachers).values({ classId, teacherId: teacher.id })
  await t.db.insert(seats).values({ userId: learner.id, classId, goodsId: goods.id, source: 'gift' })
  const now = clock.now().getTime()
  const [session] = await t.db.insert(classSessions).values({
    classId, title: '第1课', startsAt: new Date(now), endsAt: new Date(now + 3 * 3600_000)
  }).returning()
  return { teacher, learner, sessionId: session!.id, classId }
}

const codeOf = async (w: World) => expectOk(await callApi(t.app, getCheckInCode, { params: { id: w.sessionId }, token: w.teacher.token }))

describe('check-in codes', () => {
  it('checks in with the scanned payload once; a replay is refused', async () => {
    const w = await world()
    const code = await codeOf(w)
    expect(code.code).toMatch(/^\d{6}$/)
    expect(code.rotateSeconds).toBe(30)
    const done = expectOk(await callApi(t.app, checkIn, { body: { payload: code.payload }, token: w.learner.token }))
    expect(done).toMatchObject({ sessionId: w.sessionId, status: 'present' })
    expectRefusal(await callApi(t.app, checkIn, { body: { payload: code.payload }, token: w.learner.token }), 'CHECK_IN_DONE')
    const mine = expectOk(await callApi(t.app, listMyAttendance, { query: {}, token: w.learner.token }))
    expect(mine.list[0]).toMatchObject({ sessionId: w.sessionId, status: 'present', method: 'code' })
  })

  it('accepts the previous window and refuses an older (screenshot) or forged code', async () => {
    const w = await world()
    const code = await codeOf(w)
    clock.advance(30_000)
    const other = await world()
    const otherCode = await codeOf(other)
    clock.advance(61_000)
    expectRefusal(await callApi(t.app, checkIn, { body: { payload: code.payload }, token: w.learner.token }), 'CHECK_IN_EXPIRED')
    expectRefusal(await callApi(t.app, checkIn, { body: { code: code.code }, token: w.learner.token }), 'CHECK_IN_EXPIRED')
    const forged = code.payload.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA')
    expectRefusal(await callApi(t.app, checkIn, { body: { payload: forged }, token: w.learner.token }), 'CHECK_IN_INVALID')
    // Another class's code: a seat is needed.
    const fresh = await codeOf(other)
    expectRefusal(await callApi(t.app, checkIn, { body: { payload: fresh.payload }, token: w.learner.token }), 'CHECK_IN_INVALID')
    expect(otherCode.sessionId).toBe(other.sessionId)
    // The current code typed as 6 digits works, 15 minutes in: late.
    clock.advance(15 * 60_000)
    const now = await codeOf(w)
    clock.advance(20_000)
    expect(expectOk(await callApi(t.app, checkIn, { body: { code: now.code }, token: w.learner.token })).status).toBe('late')
  })

  it('refuses check-in outside the session window and bad input with a sentence', async () => {
    const w = await world()
    const code = await codeOf(w)
    const raw = await callApiRaw(t.app, checkIn, { body: { payload: code.payload, code: '123456' }, token: w.learner.token })
    expectRefusal(raw, 'VALIDATION', /签到码/)
    expectRefusal(await callApiRaw(t.app, checkIn, { body: { code: '12ab' } as never, token: w.learner.token }), 'VALIDATION', /6位数字/)
    clock.advance(4 * 3600_000)
    const late = await codeOf(w)
    expectRefusal(await callApi(t.app, checkIn, { body: { payload: late.payload }, token: w.learner.token }), 'CHECK_IN_CLOSED')
  })
})

describe('scope', () => {
  it("shows a teacher only their own classes' sessions; another teacher gets not found", async () => {
    const w = await world()
    const stranger = await t.createUser({ roles: ['teacher'] })
    expectRefusal(await callApi(t.app, getCheckInCode, { params: { id: w.sessionId }, token: stranger.token }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, getSessionAttendance, { params: { id: w.sessionId }, token: stranger.token }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, markAttendance, { body: { sessionId: w.sessionId, userId: w.learner.id, status: 'present' }, token: stranger.token }), 'NOT_FOUND')
    const theirs = expectOk(await callApi(t.app, listTeacherSessions, { query: {}, token: stranger.token }))
    expect(theirs.total).toBe(0)
    const mine = expectOk(await callApi(t.app, listTeacherSessions, { query: { classId: w.classId }, token: w.teacher.token }))
    expect(mine.list.map((s) => [s.id, s.expected])).toEqual([[w.sessionId, 1]])
    const learnerAsks = await callApiRaw(t.app, listTeacherSessions, { query: {}, token: w.learner.token })
    expect(learnerAsks.statusCode).toBe(403)
  })

  it("keeps a learner's attendance their own, and lets the teacher mark by hand", async () => {
    const w = await world()
    const other = await t.createUser()
    expectOk(await callApi(t.app, markAttendance, { body: { sessionId: w.sessionId, userId: w.learner.id, status: 'leave' }, token: w.teacher.token }))
    const roll = expectOk(await callApi(t.app, getSessionAttendance, { params: { id: w.sessionId }, token: w.teacher.token }))
    expect(roll.rows.map((r) => [r.learner.id, r.status, r.method])).toEqual([[w.learner.id, 'leave', 'teacher']])
    expect(expectOk(await callApi(t.app, listMyAttendance, { query: { classId: w.classId }, token: other.token })).total).toBe(0)
    // A learner not in the class can't be marked.
    expectRefusal(await callApi(t.app, markAttendance, { body: { sessionId: w.sessionId, userId: other.id, status: 'present' }, token: w.teacher.token }), 'NOT_FOUND')
  })
})
