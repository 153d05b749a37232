// The console's classroom, part one: roles (a learner and a teacher refused), validation (a refusal naming the field,
// never a 500), venues (delete refused while a class uses one), a class's venue and teachers, sessions (a move and a
// cancel tell every learner once), cancelling a class, attendance corrections (audited).
import { and, eq } from 'drizzle-orm'
import * as api from '@contract/classroom/admin-endpoints'
import { auditLog, classSessions, goodsClasses, noticeOutbox } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { classroomWorld, type ClassroomWorld } from './classroom-fixtures'

const clock = testClock(Date.parse('2026-06-06T01:00:00Z'))
let t: TestApp
let w: ClassroomWorld
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  w = await classroomWorld(t, clock.now())
})
afterAll(() => t.close())

const venue = (extra: object = {}) => ({ name: '朝阳训练馆', city: '北京', address: '朝阳区某路1号', lat: 39.9, lng: 116.4, phone: '010-12345678', ...extra })
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action))
const noticesOf = (eventKey: string) => t.db.select().from(noticeOutbox).where(eq(noticeOutbox.eventKey, eventKey))

it('refuses a learner and a teacher (403) and no token (401)', async () => {
  expect((await callApiRaw(t.app, api.listAdminVenues, { query: {} })).statusCode).toBe(401)
  for (const who of [w.learner, w.teacher]) {
    expect((await callApiRaw(t.app, api.listAdminVenues, { query: {}, token: who.token })).statusCode).toBe(403)
    expect((await callApiRaw(t.app, api.cancelAdminSession, { params: { id: w.sessionId }, body: { reason: '下雨' }, token: who.token })).statusCode).toBe(403)
    expect((await callApiRaw(t.app, api.listAdminLeaves, { query: { kind: 'learner' }, token: who.token })).statusCode).toBe(403)
  }
  const admin = await t.createUser({ roles: ['admin'] })
  expectOk(await callApi(t.app, api.listAdminVenues, { query: {}, token: admin.token }))
})

it('names the field of bad input instead of failing', async () => {
  const token = w.academic.token
  const fieldOf = (res: unknown) => expectRefusal(res as never, 'VALIDATION').fields.map((f: { field: string }) => f.field)
  expect(fieldOf(await callApiRaw(t.app, api.createAdminVenue, { body: venue({ lat: 39.9, lng: null }), token }))).toContain('lng')
  expect(fieldOf(await callApiRaw(t.app, api.createAdminVenue, { body: venue({ name: '' }), token }))).toContain('name')
  expect(fieldOf(await callApiRaw(t.app, api.createAdminSession, {
    params: { id: w.classId }, body: { title: '课', startsAt: '2026-07-01T02:00:00Z', endsAt: '2026-07-01T01:00:00Z', teacherId: null }, token
  }))).toContain('endsAt')
  expect(fieldOf(await callApiRaw(t.app, api.enrolAdminSeat, { params: { id: w.classId }, body: { phone: '123', reason: '赠送' }, token }))).toContain('phone')
  expect(fieldOf(await callApiRaw(t.app, api.listAdminLeaves, { query: { kind: 'nobody' } as never, token }))).toContain('kind')
  const bigId = await callApiRaw(t.app, api.getAdminClassSetup, { params: { id: 99999999999 }, token })
  expect(bigId.statusCode).toBeLessThan(500)
  // A subnormal coordinate (found by fuzzing: PostgreSQL refuses it as out of range) is kept to the centimetre.
  const tiny = expectOk(await callApi(t.app, api.createAdminVenue, { body: venue({ name: '微小坐标馆', lat: 5e-324, lng: 116.40000004 }), token }))
  expect(tiny).toMatchObject({ lat: 0, lng: 116.4 })
})

it('adds, edits, lists and deletes a venue, refusing the delete while a class uses it', async () => {
  const token = w.academic.token
  const created = expectOk(await callApi(t.app, api.createAdminVenue, { body: venue(), token }))
  expect(created).toMatchObject({ name: '朝阳训练馆', classes: 0 })
  const edited = expectOk(await callApi(t.app, api.updateAdminVenue, { params: { id: created.id }, body: venue({ name: '朝阳二馆' }), token }))
  expect(edited.name).toBe('朝阳二馆')
  const page = expectOk(await callApi(t.app, api.listAdminVenues, { query: { keyword: '二馆', city: '北京' }, token }))
  expect(page.list.map((v) => v.id)).toEqual([created.id])
  const setup = expectOk(await callApi(t.app, api.setAdminClassSetup, {
    params: { id: w.classId }, body: { venueId: created.id, teacherIds: [w.teacher.id] }, token
  }))
  expect(setup).toMatchObject({ venue: { id: created.id }, teachers: [{ id: w.teacher.id }], cancelled: false })
  expectRefusal(await callApi(t.app, api.deleteAdminVenue, { params: { id: created.id }, token }), 'VENUE_IN_USE', /更换场地/)
  expectRefusal(await callApi(t.app, api.setAdminClassSetup, {
    params: { id: w.classId }, body: { venueId: null, teacherIds: [w.learner.id] }, token
  }), 'VALIDATION')
  expectOk(await callApi(t.app, api.setAdminClassSetup, { params: { id: w.classId }, body: { venueId: null, teacherIds: [w.teacher.id] }, token }))
  expect(expectOk(await callApi(t.app, api.deleteAdminVenue, { params: { id: created.id }, token }))).toEqual({ deleted: true })
  expectRefusal(await callApi(t.app, api.deleteAdminVenue, { params: { id: created.id }, token }), 'NOT_FOUND')
  expect((await auditOf('venue.delete')).map((a) => a.resourceId)).toContain(String(created.id))
})

it('moves a session (learners told once) and cancels it (told once, second cancel refused)', async () => {
  const token = w.academic.token
  const made = expectOk(await callApi(t.app, api.createAdminSession, {
    params: { id: w.classId }, body: { title: '第二课', startsAt: '2026-06-10T01:00:00Z', endsAt: '2026-06-10T03:00:00Z', teacherId: w.teacher.id }, token
  }))
  expect(made).toMatchObject({ title: '第二课', status: 'scheduled', moved: false, expected: 1, teacher: { id: w.teacher.id } })
  const move = { title: '第二课', startsAt: '2026-06-11T01:00:00Z', endsAt: '2026-06-11T03:00:00Z', teacherId: null }
  expect(expectOk(await callApi(t.app, api.updateAdminSession, { params: { id: made.id }, body: move, token })).moved).toBe(true)
  expectOk(await callApi(t.app, api.updateAdminSession, { params: { id: made.id }, body: move, token }))
  const moved = await noticesOf(`session_moved:${made.id}:2026-06-11T01:00:00.000Z`)
  expect(moved.map((n) => n.userId)).toEqual([w.learner.id])
  const cancelled = expectOk(await callApi(t.app, api.cancelAdminSession, { params: { id: made.id }, body: { reason: '场地维修' }, token }))
  expect(cancelled.status).toBe('cancelled')
  expectRefusal(await callApi(t.app, api.cancelAdminSession, { params: { id: made.id }, body: { reason: '场地维修' }, token }), 'CLASS_SESSION_CANCELLED')
  expect((await noticesOf(`session_cancelled:${made.id}`)).map((n) => n.body)).toEqual([expect.stringContaining('「第二课」（06-11 09:00）已取消。原因：场地维修。')])
  const list = expectOk(await callApi(t.app, api.listAdminSessions, { params: { id: w.classId }, token }))
  expect(list.map((s) => s.title)).toEqual(['第一课', '第二课'])
  expectRefusal(await callApi(t.app, api.updateAdminSession, { params: { id: 987654 }, body: move, token }), 'NOT_FOUND')
})

it('corrects attendance with an audit entry, and refuses a learner without a seat', async () => {
  const token = w.academic.token
  const before = expectOk(await callApi(t.app, api.getAdminSessionAttendance, { params: { id: w.sessionId }, token }))
  expect(before).toEqual([expect.objectContaining({ learner: expect.objectContaining({ id: w.learner.id }), status: null })])
  const row = expectOk(await callApi(t.app, api.correctAdminAttendance, {
    params: { id: w.sessionId }, body: { userId: w.learner.id, status: 'present', reason: '签到失败补录' }, token
  }))
  expect(row).toMatchObject({ status: 'present', method: 'staff' })
  const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'attendance.correct'), eq(auditLog.resourceId, String(w.sessionId))))
  expect(entry).toMatchObject({ summary: expect.stringContaining('签到失败补录'), after: expect.objectContaining({ status: 'present' }) })
  expect(entry).toMatchObject({
    summaryCode: 'attendance.correct', summaryParams: { title: expect.any(String), fromMark: 'none', toMark: 'present', reason: '签到失败补录' }
  })
  expectRefusal(await callApi(t.app, api.correctAdminAttendance, {
    params: { id: w.sessionId }, body: { userId: w.teacher.id, status: 'present', reason: '补录' }, token
  }), 'NOT_FOUND')
})

it('cancels a class: off sale, sessions cancelled, learners told, refunds left to the operator', async () => {
  const other = await classroomWorld(t, clock.now())
  const token = w.academic.token
  const res = expectOk(await callApi(t.app, api.cancelAdminClass, { params: { id: other.classId }, body: { reason: '报名人数不足' }, token }))
  expect(res).toMatchObject({ classId: other.classId, cancelled: true })
  const [cls] = await t.db.select().from(goodsClasses).where(eq(goodsClasses.id, other.classId))
  expect(cls!.status).toBe('off_sale')
  const [session] = await t.db.select().from(classSessions).where(eq(classSessions.id, other.sessionId))
  expect(session).toMatchObject({ status: 'cancelled', cancelReason: '报名人数不足' })
  expect((await noticesOf(`class_cancelled:${other.classId}`)).map((n) => [n.userId, n.body]))
    .toEqual([[other.learner.id, expect.stringContaining('已取消。原因：报名人数不足。详情请联系客服。')]])
  const [entry] = (await auditOf('class.cancel')).filter((a) => a.resourceId === String(other.classId))
  expect(entry!.summary).toMatch(/退款需另行/)
  expect(entry).toMatchObject({ summaryCode: 'class.cancel', summaryParams: { told: 1, reason: '报名人数不足', name: expect.any(String) } })
  expectRefusal(await callApi(t.app, api.cancelAdminClass, { params: { id: other.classId }, body: { reason: '再取消' }, token }), 'CLASS_CANCELLED')
  expectRefusal(await callApi(t.app, api.cancelAdminClass, { params: { id: 987654 }, body: { reason: '无' }, token }), 'CLASS_NOT_FOUND')
})
