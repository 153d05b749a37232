// The classroom demo seed: the demo learner's 上海第8期 has a venue, sessions through its last day, three held ones
// (present, late, approved leave), photos, a rating and reminders; the demo teacher sees the class, the rating and
// their own leave request; seeding again adds nothing.
import { count } from 'drizzle-orm'
import { getClassDetail, listClassNotices, listClassPhotos, listClassSessions, listMyAttendance, listRatingTargets } from '@contract/classroom/endpoints'
import { getRatingSummary, listOwnLeaves, listTeacherClasses } from '@contract/classroom/teacher-endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { listMyClasses } from '@contract/learning/endpoints'
import { DEMO_PASSWORD, installDemoCovers, seedDemo, seedMissingDemoContent } from '../../../server/seed'
import { classSessions, venues } from '../../../server/src/db/schema'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  await installDemoCovers(t.storage)
})
afterAll(() => t.close())

const signIn = async (phone: string) =>
  expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: DEMO_PASSWORD } })).token

async function demoClassId(token: string): Promise<number> {
  const mine = expectOk(await callApi(t.app, listMyClasses, { query: {}, token }))
  return mine.list.find((c) => c.name === '上海第8期')!.classId
}

it('gives the demo learner a class with a venue, sessions, attendance, photos, a rating and notices', async () => {
  const token = await signIn('13800000001')
  const classId = await demoClassId(token)
  const detail = expectOk(await callApi(t.app, getClassDetail, { params: { id: classId }, token }))
  expect(detail.venue).toMatchObject({ city: '上海', lat: expect.any(Number) })
  expect(detail.teachers.map((p) => p.name)).toContain('演示讲师')
  expect(detail.sessionsTotal).toBeGreaterThan(10)
  const upcoming = expectOk(await callApi(t.app, listClassSessions, { params: { id: classId }, query: { when: 'upcoming', size: 50 }, token }))
  expect(upcoming.list.at(-1)!.startsAt.slice(0, 10) <= detail.endDate).toBe(true)
  const attendance = expectOk(await callApi(t.app, listMyAttendance, { query: { classId }, token }))
  expect(attendance.list.map((a) => a.status).reverse()).toEqual(['present', 'late', 'leave'])
  const photos = expectOk(await callApi(t.app, listClassPhotos, { params: { id: classId }, query: {}, token }))
  expect(photos.total).toBe(3)
  const picture = await t.app.inject({ method: 'GET', url: photos.list[0]!.url })
  expect(picture.statusCode).toBe(200)
  const targets = expectOk(await callApi(t.app, listRatingTargets, { query: { classId }, token }))
  expect(targets.list.filter((x) => x.rating !== null)).toHaveLength(1)
  const notices = expectOk(await callApi(t.app, listClassNotices, { query: {}, token }))
  expect(notices.list.map((n) => n.event).sort()).toEqual(['class_starts_tomorrow', 'leave_approved'])
})

it('gives the demo teacher the class, a rating and their own leave request', async () => {
  const token = await signIn('13800000002')
  const classes = expectOk(await callApi(t.app, listTeacherClasses, { query: {}, token }))
  expect(classes.list).toEqual(expect.arrayContaining([expect.objectContaining({ name: '上海第8期', learners: 1 })]))
  expect(expectOk(await callApi(t.app, getRatingSummary, { token }))).toMatchObject({ count: 1, teacherScore: 5 })
  expect(expectOk(await callApi(t.app, listOwnLeaves, { query: {}, token })).list).toEqual([expect.objectContaining({ status: 'pending' })])
})

it('adds nothing when seeded again', async () => {
  const before = await t.db.select({ n: count() }).from(classSessions)
  await seedMissingDemoContent(t.db)
  expect(await t.db.select({ n: count() }).from(classSessions)).toEqual(before)
  expect((await t.db.select({ n: count() }).from(venues))[0]!.n).toBe(6)
})
