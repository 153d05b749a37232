// The console's classroom, part two: the roster, enrolling or gifting a seat by phone (audited with the reason),
// transferring on a learner's behalf (learning's rules: at most 3, the last seat to one), the seat-move records, leave
// review of both kinds (a second decision refused), ratings, and wonderful-moment photos (content-checked).
import { and, eq } from 'drizzle-orm'
import * as api from '@contract/classroom/admin-endpoints'
import { maskPhone } from '@contract/admin'
import { auditLog, classPhotos, leaveRequests, noticeOutbox, ratings, seats, teacherLeaves } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { classroomWorld, freshPhone } from './classroom-fixtures'

const clock = testClock(Date.parse('2026-06-06T01:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

const auditOf = (action: string, resourceId: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.resourceId, String(resourceId))))

it('lists the roster, filters it, and enrols a seat by phone with the reason audited', async () => {
  const w = await classroomWorld(t, clock.now())
  const token = w.academic.token
  const phone = freshPhone()
  const newcomer = await t.createUser({ phone, name: '新学员' })
  const row = expectOk(await callApi(t.app, api.enrolAdminSeat, { params: { id: w.classId }, body: { phone, reason: '合作机构赠送' }, token }))
  expect(row).toMatchObject({ learner: { id: newcomer.id, phone }, source: 'gift', status: 'active', orderId: null, transfersUsed: 0 })
  const [entry] = await auditOf('seat.gift', row.seatId)
  expect(entry!.summary).toMatch(/合作机构赠送/)
  expect(entry).toMatchObject({ summaryCode: 'seat.gift', summaryParams: { name: '新学员', phone: maskPhone(phone), reason: '合作机构赠送', className: expect.any(String) } })
  expectRefusal(await callApi(t.app, api.enrolAdminSeat, { params: { id: w.classId }, body: { phone, reason: '再送' }, token }), 'ALREADY_ENROLLED')
  expectRefusal(await callApi(t.app, api.enrolAdminSeat, { params: { id: w.classId }, body: { phone: '13899999999', reason: '送' }, token }), 'NOT_FOUND', /尚未注册/)
  const all = expectOk(await callApi(t.app, api.listAdminRoster, { params: { id: w.classId }, query: {}, token }))
  expect(all.total).toBe(2)
  const found = expectOk(await callApi(t.app, api.listAdminRoster, { params: { id: w.classId }, query: { keyword: '新学员', size: 1 }, token }))
  expect(found).toMatchObject({ total: 1, size: 1, list: [{ seatId: row.seatId, present: 0, homeworkSubmitted: 0 }] })
})

it('transfers on the learner\'s behalf: recorded, audited, the 4th refused, a full class refused', async () => {
  const w = await classroomWorld(t, clock.now())
  const token = w.academic.token
  const moved = expectOk(await callApi(t.app, api.transferAdminSeat, { params: { id: w.seatId }, body: { targetClassId: w.otherClassId, reason: '工作调动' }, token }))
  expect(moved).toMatchObject({ classId: w.otherClassId, source: 'transfer', transfersUsed: 1, transfersLeft: 2 })
  const [entry] = await auditOf('seat.transfer', w.seatId)
  expect(entry).toMatchObject({ actorId: w.academic.id, summary: expect.stringContaining('工作调动') })
  expect(entry).toMatchObject({ summaryCode: 'seat.transfer', summaryParams: { userId: w.learner.id, reason: '工作调动', from: expect.any(String), to: expect.any(String) } })
  const records = expectOk(await callApi(t.app, api.listAdminSeatMoves, { query: { classId: w.otherClassId, kind: 'transfer' }, token }))
  expect(records.list).toEqual([expect.objectContaining({
    learner: expect.objectContaining({ id: w.learner.id }), by: expect.objectContaining({ id: w.academic.id }),
    fromClass: { id: w.classId, name: '北京周末班' }, toClass: { id: w.otherClassId, name: '上海周末班' }, reason: '工作调动'
  })])
  const roster = expectOk(await callApi(t.app, api.listAdminRoster, { params: { id: w.classId }, query: { status: 'transferred' }, token }))
  expect(roster.list.map((r) => r.seatId)).toEqual([w.seatId])
  // The other class had one seat, now taken: moving someone else in is refused.
  const second = await classroomWorld(t, clock.now())
  const [extra] = await t.db.insert(seats).values({ userId: second.learner.id, classId: w.classId, goodsId: w.goodsId, source: 'gift' }).returning()
  expectRefusal(await callApi(t.app, api.transferAdminSeat, { params: { id: extra!.id }, body: { targetClassId: w.otherClassId, reason: '调动' }, token }), 'SEAT_TAKEN')
  // Three transfers used: the fourth is refused whoever asks.
  await t.db.update(seats).set({ transfersUsed: 3 }).where(eq(seats.id, extra!.id))
  expectRefusal(await callApi(t.app, api.transferAdminSeat, { params: { id: extra!.id }, body: { targetClassId: w.otherClassId, reason: '调动' }, token }), 'TRANSFER_LIMIT')
  expectRefusal(await callApi(t.app, api.transferAdminSeat, { params: { id: 987654 }, body: { targetClassId: w.otherClassId, reason: '调动' }, token }), 'NOT_FOUND')
})

it('reviews leave of both kinds once: a second decision is refused, a rejection needs a reply, the learner is told', async () => {
  const w = await classroomWorld(t, clock.now())
  const token = w.academic.token
  const [ask] = await t.db.insert(leaveRequests).values({ sessionId: w.sessionId, userId: w.learner.id, reason: '出差' }).returning()
  const [own] = await t.db.insert(teacherLeaves).values({
    teacherId: w.teacher.id, startsAt: new Date('2026-06-20T00:00:00Z'), endsAt: new Date('2026-06-21T00:00:00Z'), reason: '病假'
  }).returning()
  const pending = expectOk(await callApi(t.app, api.listAdminLeaves, { query: { kind: 'learner', status: 'pending' }, token }))
  expect(pending.list.map((l) => l.id)).toContain(ask!.id)
  const approved = expectOk(await callApi(t.app, api.approveAdminLeave, { params: { kind: 'learner', id: ask!.id }, body: {}, token }))
  expect(approved).toMatchObject({ kind: 'learner', status: 'approved', sessionTitle: '第一课', person: { id: w.learner.id } })
  expectRefusal(await callApi(t.app, api.approveAdminLeave, { params: { kind: 'learner', id: ask!.id }, body: {}, token }), 'LEAVE_STATE')
  expectRefusal(await callApi(t.app, api.rejectAdminLeave, { params: { kind: 'learner', id: ask!.id }, body: { reply: '不行' }, token }), 'LEAVE_STATE')
  const told = await t.db.select().from(noticeOutbox).where(eq(noticeOutbox.eventKey, `leave_approved:${ask!.id}`))
  expect(told.map((n) => n.userId)).toEqual([w.learner.id])
  expectRefusal(await callApi(t.app, api.rejectAdminLeave, { params: { kind: 'teacher', id: own!.id }, body: {}, token }), 'LEAVE_REPLY_REQUIRED')
  const rejected = expectOk(await callApi(t.app, api.rejectAdminLeave, { params: { kind: 'teacher', id: own!.id }, body: { reply: '当周课程无人代课' }, token }))
  expect(rejected).toMatchObject({ kind: 'teacher', status: 'rejected', reply: '当周课程无人代课', person: { id: w.teacher.id } })
  expectRefusal(await callApi(t.app, api.approveAdminLeave, { params: { kind: 'teacher', id: own!.id }, body: {}, token }), 'LEAVE_STATE')
  // The id of a learner's request is not a teacher's leave.
  expectRefusal(await callApi(t.app, api.approveAdminLeave, { params: { kind: 'teacher', id: 987654 }, body: {}, token }), 'NOT_FOUND')
  expect(await auditOf('leave.reject', own!.id)).toEqual([
    expect.objectContaining({ summaryCode: 'leave.rejectTeacher', summaryParams: expect.objectContaining({ reply: '当周课程无人代课' }) })
  ])
  const teachers = expectOk(await callApi(t.app, api.listAdminLeaves, { query: { kind: 'teacher', status: 'rejected' }, token }))
  expect(teachers.list.map((l) => l.id)).toContain(own!.id)
})

it('lists ratings by class and teacher', async () => {
  const w = await classroomWorld(t, clock.now())
  const token = w.academic.token
  await t.db.insert(ratings).values({ sessionId: w.sessionId, userId: w.learner.id, teacherId: w.teacher.id, sessionScore: 5, teacherScore: 4, comment: '讲得清楚' })
  const byClass = expectOk(await callApi(t.app, api.listAdminRatings, { query: { classId: w.classId }, token }))
  expect(byClass.list).toEqual([expect.objectContaining({ sessionScore: 5, teacherScore: 4, comment: '讲得清楚', teacher: expect.objectContaining({ id: w.teacher.id }) })])
  expect(expectOk(await callApi(t.app, api.listAdminRatings, { query: { teacherId: w.learner.id }, token })).total).toBe(0)
})

it('adds a photo after the content check and removes it', async () => {
  const w = await classroomWorld(t, clock.now())
  const token = w.academic.token
  const body = { url: '/uploads/2026/06/0b0e1c2a-1111-4a4a-8b8b-123456789abc.jpg', caption: '结业合影', takenAt: '2026-06-05T08:00:00Z' }
  expectRefusal(await callApi(t.app, api.addAdminPhoto, { params: { id: w.classId }, body: { ...body, caption: '加微信领资料' }, token }), 'CONTENT_REJECTED')
  expectRefusal(await callApi(t.app, api.addAdminPhoto, { params: { id: w.classId }, body: { ...body, url: 'https://evil.example/x.jpg' }, token }), 'VALIDATION')
  const photo = expectOk(await callApi(t.app, api.addAdminPhoto, { params: { id: w.classId }, body, token }))
  expect(photo).toMatchObject({ url: body.url, caption: '结业合影' })
  expect(expectOk(await callApi(t.app, api.deleteAdminPhoto, { params: { id: photo.id }, token }))).toEqual({ deleted: true })
  expect(await t.db.select().from(classPhotos).where(eq(classPhotos.id, photo.id))).toEqual([])
  expectRefusal(await callApi(t.app, api.deleteAdminPhoto, { params: { id: photo.id }, token }), 'NOT_FOUND')
})
