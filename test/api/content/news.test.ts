// The news learners read (/api/news*): the demo seed (once), newest first with paging and a category filter,
// visibility (drafts and future schedules hidden everywhere), one article counted as a view, not found for hidden
// and missing alike, validation, and caching without a token.
import { NEWS_CATEGORIES } from '../../../types/content/home-shapes'
import { SEED_NEWS, seedDemoHome } from '../../../server/seed'
import { news } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getNews, listNews } from '@contract/content/home-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  expect(await seedDemoHome(t.db, clock.now())).toBe(true)
  expect(await seedDemoHome(t.db, clock.now())).toBe(false)
})
afterAll(() => t.close())

async function addNews(values: { title: string; published: boolean; publishAt?: Date; category?: 'academy' | 'industry' | 'event' }) {
  const [row] = await t.db.insert(news).values({ category: 'academy', contentHtml: '<p>正文</p>', ...values }).returning()
  return row.id
}

it('seeds at least 10 news across the three categories, once', async () => {
  expect(SEED_NEWS.length).toBeGreaterThanOrEqual(10)
  for (const category of NEWS_CATEGORIES) expect(SEED_NEWS.filter((n) => n.category === category).length).toBeGreaterThanOrEqual(3)
  expect(await t.db.select().from(news)).toHaveLength(SEED_NEWS.length)
})

it('pages the visible news newest first and says where the end is', async () => {
  const first = expectOk(await callApi(t.app, listNews, { query: { size: 5 } }))
  expect(first).toMatchObject({ total: SEED_NEWS.length, page: 1, size: 5 })
  expect(first.list[0]).toEqual({
    id: expect.any(Number), category: expect.any(String), title: expect.any(String), summary: expect.any(String),
    coverUrl: expect.stringMatching(/^\/uploads\/.+\.jpg$/), source: expect.any(String), views: expect.any(Number), publishedAt: expect.any(String)
  })
  const newest = [...SEED_NEWS].sort((a, b) => a.daysAgo - b.daysAgo)
  expect(first.list.map((n: any) => n.title)).toEqual(newest.slice(0, 5).map((n) => n.title))
  const times = first.list.map((n: any) => Date.parse(n.publishedAt))
  expect([...times].sort((a, b) => b - a)).toEqual(times)
  const last = expectOk(await callApi(t.app, listNews, { query: { size: 5, page: Math.ceil(SEED_NEWS.length / 5) } }))
  expect(last.list.length).toBe(SEED_NEWS.length % 5 || 5)
  expect(expectOk(await callApi(t.app, listNews, { query: { size: 5, page: 99 } })).list).toEqual([])
})

it('filters by category', async () => {
  for (const category of NEWS_CATEGORIES) {
    const page = expectOk(await callApi(t.app, listNews, { query: { category, size: 50 } }))
    expect(page.total).toBe(SEED_NEWS.filter((n) => n.category === category).length)
    expect(page.list.every((n: any) => n.category === category)).toBe(true)
  }
})

it('hides drafts and news scheduled for later, until their time comes', async () => {
  const draft = await addNews({ title: '草稿新闻', published: false })
  const later = await addNews({ title: '定时新闻', published: true, publishAt: new Date(clock.now().getTime() + HOUR) })
  const titles = async () => expectOk(await callApi(t.app, listNews, { query: { size: 50 } })).list.map((n: any) => n.title)
  expect(await titles()).not.toContain('草稿新闻')
  expect(await titles()).not.toContain('定时新闻')
  expectRefusal(await callApi(t.app, getNews, { params: { id: draft } }), 'NOT_FOUND', '新闻不存在')
  expectRefusal(await callApi(t.app, getNews, { params: { id: later } }), 'NOT_FOUND', '新闻不存在')
  clock.advance(HOUR)
  expect((await titles())[0]).toBe('定时新闻') // the newest: its publish time is now
  expect(expectOk(await callApi(t.app, getNews, { params: { id: later } })).title).toBe('定时新闻')
  expect((await t.db.select().from(news)).find((n) => n.id === draft)!.views).toBe(0)
})

it('answers one article with its text and counts each view', async () => {
  const { list } = expectOk(await callApi(t.app, listNews, { query: { category: 'industry', size: 1 } }))
  const first = expectOk(await callApi(t.app, getNews, { params: { id: list[0].id } }))
  expect(first).toMatchObject({ id: list[0].id, title: list[0].title, category: 'industry', views: list[0].views + 1 })
  expect(first.contentHtml).toMatch(/^<p>/)
  expect(expectOk(await callApi(t.app, getNews, { params: { id: list[0].id } })).views).toBe(list[0].views + 2)
})

it('dates a news published without a time by its creation', async () => {
  const created = new Date(clock.now().getTime() - 400 * DAY)
  const id = (await t.db.insert(news).values({ category: 'event', title: '旧新闻', contentHtml: '<p>x</p>', published: true, createdAt: created }).returning())[0].id
  expect(expectOk(await callApi(t.app, getNews, { params: { id } })).publishedAt).toBe(created.toISOString())
})

it('answers not found for a missing article and refuses bad input', async () => {
  expectRefusal(await callApi(t.app, getNews, { params: { id: 999999 } }), 'NOT_FOUND', '新闻不存在')
  expectRefusal(await callApi(t.app, getNews, { params: { id: 'abc' } }), 'VALIDATION', '新闻编号')
  expectRefusal(await callApi(t.app, listNews, { query: { size: 51 } }), 'VALIDATION', '每页条数')
  expectRefusal(await callApiRaw(t.app, listNews, { query: { category: 'sports' } }), 'VALIDATION', '新闻分类')
  expectRefusal(await callApi(t.app, listNews, { query: { page: 0 } }), 'VALIDATION', '页码')
})

it('lets public reads be cached without a token, never with one', async () => {
  expect((await callApiRaw(t.app, listNews)).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, listNews, { token: 'x'.repeat(40) })).headers['cache-control']).toBe('no-store')
})
