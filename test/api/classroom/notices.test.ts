// Reminders: enqueued once per user and event however often the event is told; sent by the poller's tick through the
// channel that applies (log on the embedded default, SMS, or WeChat with a subscription credit); a row claimed by a
// process that died is sent again exactly once; the learner's notice list shows them.
import { eq } from 'drizzle-orm'
import {
  classSessions, classTeachers, goodsClasses, homeworkSubmissions, homeworkTasks, noticeOutbox, noticeSubscriptions, seats
} from '../../../server/src/db/schema'
import { askLeave, getNoticeTemplates, listClassNotices, subscribeNotices } from '@contract/classroom/endpoints'
import { saveLanguage } from '@contract/identity/endpoints'
import { gradeHomework } from '@contract/classroom/homework-endpoints'
import { approveLeave } from '@contract/classroom/teacher-endpoints'
import { createNoticePoller, notifySessionChanged } from '../../../server/src/contexts/classroom'
import type { NoticeSenders } from '../../../server/src/integrations/notices'
import type { SubscribeMessageInput } from '../../../server/src/integrations/wechat/types'
import { expectOk, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock(Date.parse('2026-06-06T01:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

interface Sent { channel: string; userId?: number; phone?: string; text: string }

function fakeSenders(sent: Sent[], options: { sms?: boolean; failSms?: boolean } = {}): NoticeSenders {
  return {
    wechat: async (input: SubscribeMessageInput) => { sent.push({ channel: 'wechat', text: input.data.thing2!.value }) },
    sms: options.sms ? async (phone, text) => {
      if (options.failSms) throw new Error('provider down')
      sent.push({ channel: 'sms', phone, text })
    } : null,
    log: (userId, text) => { sent.push({ channel: 'log', userId, text }) }
  }
}

function poller(sent: Sent[], options: { sms?: boolean; failSms?: boolean } = {}) {
  return createNoticePoller({ db: t.db, config: t.config, wechatMini: null, notices: fakeSenders(sent, options), now: clock.now, log: t.app.log })
}

async function world(startDate = '2099-03-01') {
  const teacher = await t.createUser({ roles: ['teacher'] })
  const learner = await t.createUser()
  const goods = await seedGoods(t.db, { classSeats: 10, title: '提醒课程' })
  const classId = goods.classId!
  await t.db.update(goodsClasses).set({ startDate, endDate: '2099-12-31' }).where(eq(goodsClasses.id, classId))
  await t.db.insert(classTeachers).values({ classId, teacherId: teacher.id })
  await t.db.insert(seats).values({ userId: learner.id, classId, goodsId: goods.id, source: 'gift' })
  const start = clock.now().getTime() + 48 * 3600_000
  const [session] = await t.db.insert(classSessions).values({
    classId, title: '第3课', startsAt: new Date(start), endsAt: new Date(start + 3600_000)
  }).returning()
  return { teacher, learner, classId, sessionId: session!.id }
}

const rowsOf = (userId: number) => t.db.select().from(noticeOutbox).where(eq(noticeOutbox.userId, userId))

it('enqueues an event once however often it is told, and sends it once', async () => {
  const w = await world()
  const sent: Sent[] = []
  expect(await notifySessionChanged(t.db, w.sessionId, 'cancelled', clock.now())).toBe(1)
  expect(await notifySessionChanged(t.db, w.sessionId, 'cancelled', clock.now())).toBe(0)
  const p = poller(sent)
  await p.tick()
  await p.tick()
  const mine = sent.filter((s) => s.userId === w.learner.id)
  expect(mine).toHaveLength(1)
  expect(mine[0]!.text).toContain('第3课')
  const [row] = await rowsOf(w.learner.id)
  expect(row).toMatchObject({ state: 'sent', channel: 'log', event: 'session_cancelled' })
  const notices = expectOk(await callApi(t.app, listClassNotices, { query: {}, token: w.learner.token }))
  expect(notices.list).toEqual([expect.objectContaining({ event: 'session_cancelled', channel: 'log', sessionId: w.sessionId })])
})

it('tells a moved session again for each new time', async () => {
  const w = await world()
  expect(await notifySessionChanged(t.db, w.sessionId, 'moved', clock.now())).toBe(1)
  await t.db.update(classSessions).set({ startsAt: new Date(clock.now().getTime() + 72 * 3600_000), endsAt: new Date(clock.now().getTime() + 73 * 3600_000), moved: true })
    .where(eq(classSessions.id, w.sessionId))
  expect(await notifySessionChanged(t.db, w.sessionId, 'moved', clock.now())).toBe(1)
  expect(await notifySessionChanged(t.db, w.sessionId, 'moved', clock.now())).toBe(0)
})

it('sends a row claimed by a dead process again exactly once', async () => {
  const w = await world()
  await notifySessionChanged(t.db, w.sessionId, 'cancelled', clock.now())
  // A process claimed it and died before finishing: state 'sending', claim still running.
  await t.db.update(noticeOutbox).set({ state: 'sending', attempts: 1, claimedUntil: new Date(clock.now().getTime() + 60_000) })
    .where(eq(noticeOutbox.userId, w.learner.id))
  const sent: Sent[] = []
  const p = poller(sent)
  await p.tick()
  expect(sent.filter((s) => s.userId === w.learner.id)).toHaveLength(0)
  clock.advance(120_000)
  await Promise.all([p.tick(), poller(sent).tick()])
  await p.tick()
  expect(sent.filter((s) => s.userId === w.learner.id)).toHaveLength(1)
  const [row] = await rowsOf(w.learner.id)
  expect(row).toMatchObject({ state: 'sent', attempts: 2, claimedUntil: null })
})

it('sends by SMS when configured, and retries a failed send later', async () => {
  const w = await world()
  await notifySessionChanged(t.db, w.sessionId, 'cancelled', clock.now())
  const sent: Sent[] = []
  await poller(sent, { sms: true, failSms: true }).tick()
  const [failed] = await rowsOf(w.learner.id)
  expect(failed).toMatchObject({ state: 'pending', lastError: 'provider down', attempts: 1 })
  await poller(sent, { sms: true }).tick()
  expect(sent.filter((s) => s.channel === 'sms')).toHaveLength(0)
  clock.advance(3 * 60_000)
  await poller(sent, { sms: true }).tick()
  const mine = sent.filter((s) => s.channel === 'sms')
  expect(mine).toHaveLength(1)
  expect(mine[0]!.text).toContain('已取消')
})

it('enqueues the leave decision and the classes starting tomorrow', async () => {
  const w = await world()
  const leave = expectOk(await callApi(t.app, askLeave, { body: { sessionId: w.sessionId, reason: '出差' }, token: w.learner.token }))
  expectOk(await callApi(t.app, approveLeave, { params: { id: leave.id }, body: {}, token: w.teacher.token }))
  expect((await rowsOf(w.learner.id)).map((r) => [r.event, r.eventKey])).toEqual([['leave_approved', `leave_approved:${leave.id}`]])
  const tomorrow = await world('2026-06-07')
  await poller([]).tick()
  await poller([]).tick()
  const rows = await rowsOf(tomorrow.learner.id)
  expect(rows.map((r) => [r.event, r.state])).toEqual([['class_starts_tomorrow', 'sent']])
})

it('enqueues a graded answer once per attempt', async () => {
  const w = await world()
  const [goodsRow] = await t.db.select({ goodsId: goodsClasses.goodsId }).from(goodsClasses).where(eq(goodsClasses.id, w.classId))
  const [task] = await t.db.insert(homeworkTasks).values({ goodsId: goodsRow!.goodsId, classId: w.classId, title: '深蹲视频' }).returning()
  const [answer] = await t.db.insert(homeworkSubmissions).values({
    taskId: task!.id, userId: w.learner.id, classId: w.classId, status: 'pending', text: '答案', submittedAt: clock.now()
  }).returning()
  expectOk(await callApi(t.app, gradeHomework, { params: { id: answer!.id }, body: { decision: 'approved', score: 90, comment: '好' }, token: w.teacher.token }))
  const rows = await rowsOf(w.learner.id)
  expect(rows.map((r) => [r.eventKey, r.body])).toEqual([[`homework_graded:${answer!.id}:1`, '作业「深蹲视频」已批改：通过，90分。']])
})

it('words each learner\'s notice in the language they read the app in', async () => {
  const w = await world()
  const hant = await t.createUser()
  const [goodsRow] = await t.db.select({ goodsId: goodsClasses.goodsId }).from(goodsClasses).where(eq(goodsClasses.id, w.classId))
  await t.db.insert(seats).values({ userId: hant.id, classId: w.classId, goodsId: goodsRow!.goodsId, source: 'gift' })
  expectOk(await callApi(t.app, saveLanguage, { body: { language: 'en' }, token: w.learner.token }))
  expectOk(await callApi(t.app, saveLanguage, { body: { language: 'zh-Hant' }, token: hant.token }))
  expect(await notifySessionChanged(t.db, w.sessionId, 'cancelled', clock.now(), '场地维修。')).toBe(2)
  const [en] = await rowsOf(w.learner.id)
  expect(en).toMatchObject({ title: 'Session cancelled', body: expect.stringMatching(/ "第3课" \(\d\d-\d\d \d\d:\d\d\) is cancelled\. Reason: 场地维修\.$/) })
  const [zhHant] = await rowsOf(hant.id)
  expect(zhHant).toMatchObject({ title: '課次取消', body: expect.stringMatching(/「第3课」（\d\d-\d\d \d\d:\d\d）已取消。原因：场地维修。$/) })
  const [task] = await t.db.insert(homeworkTasks).values({ goodsId: goodsRow!.goodsId, classId: w.classId, title: '深蹲视频' }).returning()
  const [answer] = await t.db.insert(homeworkSubmissions).values({
    taskId: task!.id, userId: w.learner.id, classId: w.classId, status: 'pending', text: '答案', submittedAt: clock.now()
  }).returning()
  expectOk(await callApi(t.app, gradeHomework, { params: { id: answer!.id }, body: { decision: 'rejected', score: null, comment: '再拍' }, token: w.teacher.token }))
  const graded = (await rowsOf(w.learner.id)).find((r) => r.event === 'homework_graded')
  expect(graded?.body).toBe('Homework "深蹲视频" was graded: rejected; please revise and resubmit.')
})

it('answers no templates without WeChat, and ignores unknown accepted ids', async () => {
  const w = await world()
  expect(expectOk(await callApi(t.app, getNoticeTemplates, { token: w.learner.token }))).toEqual({ templates: [] })
  expect(expectOk(await callApi(t.app, subscribeNotices, { body: { accepted: ['tpl-x'] }, token: w.learner.token }))).toEqual({ accepted: 0 })
  expect(await t.db.select().from(noticeSubscriptions).where(eq(noticeSubscriptions.userId, w.learner.id))).toEqual([])
})
