// The notices learners read (/api/notices*): newest first with paging, visibility, one notice marked read for a
// signed-in learner (idempotently, never for a signed-out one or a hidden notice), the unread count and ids per
// learner, and caching: the list and a signed-out read are cacheable, anything with a token is not.
import { and, eq } from 'drizzle-orm'
import { SEED_NOTICES, seedDemoHome } from '../../../server/seed'
import { noticeReads, notices } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getNotice, getUnreadNotices, listNotices } from '@contract/content/home-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
let ann: { id: number; token: string }
let bob: { id: number; token: string }
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  expect(await seedDemoHome(t.db, clock.now())).toBe(true)
  ann = await t.createUser({ name: '安安' })
  bob = await t.createUser({ name: '博博' })
})
afterAll(() => t.close())

const unread = async (token: string) => expectOk(await callApi(t.app, getUnreadNotices, { token }))
const listed = async () => expectOk(await callApi(t.app, listNotices, { query: { size: 50 } })).list as { id: number; title: string }[]
const readsOf = (userId: number) => t.db.select().from(noticeReads).where(eq(noticeReads.userId, userId))

async function addNotice(values: { title: string; published: boolean; publishAt?: Date }) {
  const [row] = await t.db.insert(notices).values({ contentHtml: '<p>内容</p>', ...values }).returning()
  return row.id
}

it('seeds 5 notices and lists them newest first, paged', async () => {
  expect(SEED_NOTICES).toHaveLength(5)
  const first = expectOk(await callApi(t.app, listNotices, { query: { size: 2 } }))
  expect(first).toMatchObject({ total: 5, page: 1, size: 2 })
  expect(first.list[0]).toEqual({ id: expect.any(Number), title: SEED_NOTICES[0].title, publishedAt: expect.any(String) })
  expect((await listed()).map((n) => n.title)).toEqual([...SEED_NOTICES].sort((a, b) => a.daysAgo - b.daysAgo).map((n) => n.title))
  expect(expectOk(await callApi(t.app, listNotices, { query: { page: 3, size: 2 } })).list).toHaveLength(1)
  expect(expectOk(await callApi(t.app, listNotices, { query: { page: 9, size: 2 } })).list).toEqual([])
})

it('counts every visible notice unread for a learner who opened none', async () => {
  const all = await listed()
  expect(await unread(ann.token)).toEqual({ count: 5, ids: all.map((n) => n.id) })
})

it('marks a notice read when a signed-in learner opens it, once however often, for that learner only', async () => {
  const [newest, second] = await listed()
  const notice = expectOk(await callApi(t.app, getNotice, { params: { id: newest.id }, token: ann.token }))
  expect(notice).toMatchObject({ id: newest.id, title: newest.title, contentHtml: expect.stringMatching(/^<p>/) })
  await Promise.all([1, 2, 3].map(() => callApiRaw(t.app, getNotice, { params: { id: newest.id }, token: ann.token })))
  expect(await readsOf(ann.id)).toHaveLength(1)
  expect(await unread(ann.token)).toMatchObject({ count: 4, ids: expect.not.arrayContaining([newest.id]) })
  expect((await unread(ann.token)).ids[0]).toBe(second.id)
  expect((await unread(bob.token)).count).toBe(5)
})

it('marks nothing for a signed-out reader', async () => {
  const before = (await t.db.select().from(noticeReads)).length
  const [, second] = await listed()
  expectOk(await callApi(t.app, getNotice, { params: { id: second.id }, token: '' }))
  expectOk(await callApi(t.app, getNotice, { params: { id: second.id } }))
  expect(await t.db.select().from(noticeReads)).toHaveLength(before)
})

it('hides drafts and notices scheduled for later: not listed, not counted, not readable, not marked', async () => {
  const draft = await addNotice({ title: '草稿公告', published: false })
  const later = await addNotice({ title: '定时公告', published: true, publishAt: new Date(clock.now().getTime() + HOUR) })
  expect((await listed()).map((n) => n.title)).not.toEqual(expect.arrayContaining(['草稿公告']))
  expect((await listed()).map((n) => n.title)).not.toContain('定时公告')
  expect((await unread(bob.token)).count).toBe(5)
  expectRefusal(await callApi(t.app, getNotice, { params: { id: draft }, token: bob.token }), 'NOT_FOUND', '公告不存在')
  expectRefusal(await callApi(t.app, getNotice, { params: { id: later }, token: bob.token }), 'NOT_FOUND', '公告不存在')
  expect(await readsOf(bob.id)).toHaveLength(0)

  clock.advance(HOUR)
  expect((await listed())[0].title).toBe('定时公告')
  expect(await unread(bob.token)).toMatchObject({ count: 6, ids: expect.arrayContaining([later]) })
  expect((await unread(ann.token)).count).toBe(5)
  expectOk(await callApi(t.app, getNotice, { params: { id: later }, token: bob.token }))
  const [row] = await t.db.select().from(noticeReads).where(and(eq(noticeReads.userId, bob.id), eq(noticeReads.noticeId, later)))
  expect(row).toBeDefined()
})

it('asks for a sign-in for the unread ones, and refuses bad input', async () => {
  expect((await callApiRaw(t.app, getUnreadNotices)).statusCode).toBe(401)
  expect((await callApiRaw(t.app, getUnreadNotices, { token: 'x'.repeat(40) })).statusCode).toBe(401)
  expectRefusal(await callApi(t.app, getNotice, { params: { id: 999999 } }), 'NOT_FOUND', '公告不存在')
  expectRefusal(await callApi(t.app, getNotice, { params: { id: 0 } }), 'VALIDATION', '公告编号')
  expectRefusal(await callApi(t.app, listNotices, { query: { size: 0 } }), 'VALIDATION', '每页条数')
})

it('lets the list and a signed-out read be cached, never an answer to a token', async () => {
  const [first] = await listed()
  expect((await callApiRaw(t.app, listNotices)).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, getNotice, { params: { id: first.id } })).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, getNotice, { params: { id: first.id }, token: ann.token })).headers['cache-control']).toBe('no-store')
  expect((await callApiRaw(t.app, getUnreadNotices, { token: ann.token })).headers['cache-control']).toBe('no-store')
})
