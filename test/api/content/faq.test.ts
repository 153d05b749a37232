// The FAQ learners read (/api/faq*): the demo seed (once, however often it runs), categories with something to
// show, paging and filters, visibility (drafts and future schedules hidden, everywhere), one FAQ counted as a view,
// not found for hidden and missing alike, validation, and caching without a token.
import { eq } from 'drizzle-orm'
import { SEED_FAQ, seedDemoFaq } from '../../../server/seed'
import { faqCategories, faqItems } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getFaq, listFaq, listFaqCategories } from '@contract/content/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
const seededCount = SEED_FAQ.reduce((n, c) => n + c.items.length, 0)
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  expect(await seedDemoFaq(t.db)).toBe(true)
  expect(await seedDemoFaq(t.db)).toBe(false)
})
afterAll(() => t.close())

const categoryId = async (name: string) => (await t.db.select().from(faqCategories).where(eq(faqCategories.name, name)))[0].id

async function addItem(values: { question: string; published: boolean; publishAt?: Date }) {
  const [row] = await t.db.insert(faqItems).values({ categoryId: await categoryId('账号与个人信息'), answerHtml: '<p>答</p>', sort: 1, ...values }).returning()
  return row.id
}

it('seeds at least 5 categories and 20 FAQ, once', async () => {
  expect(SEED_FAQ.length).toBeGreaterThanOrEqual(5)
  expect(seededCount).toBeGreaterThanOrEqual(20)
  expect(await t.db.select().from(faqItems)).toHaveLength(seededCount)
})

it('lists the categories that have a visible FAQ, by sort', async () => {
  await t.db.insert(faqCategories).values({ name: '空分类', sort: 1 })
  const list = expectOk(await callApi(t.app, listFaqCategories))
  expect(list.map((c) => c.name)).toEqual(SEED_FAQ.map((c) => c.name))
})

it('pages the visible FAQ by sort then id and says where the end is', async () => {
  const first = expectOk(await callApi(t.app, listFaq, { query: { size: 5 } }))
  expect(first).toMatchObject({ total: seededCount, page: 1, size: 5 })
  expect(first.list).toHaveLength(5)
  expect(first.list[0]).toEqual({ id: expect.any(Number), categoryId: expect.any(Number), categoryName: expect.any(String), question: expect.any(String) })
  const last = expectOk(await callApi(t.app, listFaq, { query: { size: 5, page: Math.ceil(seededCount / 5) } }))
  expect(last.list.length).toBe(seededCount % 5 || 5)
  const beyond = expectOk(await callApi(t.app, listFaq, { query: { size: 5, page: 99 } }))
  expect(beyond.list).toEqual([])
})

it('filters by category and by a keyword taken literally, typed in Simplified or Traditional', async () => {
  const id = await categoryId('考试与证书')
  const exams = expectOk(await callApi(t.app, listFaq, { query: { categoryId: id, size: 50 } }))
  expect(exams.total).toBe(SEED_FAQ.find((c) => c.name === '考试与证书')!.items.length)
  expect(exams.list.every((f: any) => f.categoryName === '考试与证书')).toBe(true)
  const refund = expectOk(await callApi(t.app, listFaq, { query: { keyword: '退款', size: 50 } }))
  expect(refund.total).toBeGreaterThan(0)
  expect(expectOk(await callApi(t.app, listFaq, { query: { keyword: '%' } })).total).toBe(0)
  // A learner on 繁體 types 發票: the FAQ, written in Simplified, are found all the same.
  const invoice = expectOk(await callApi(t.app, listFaq, { query: { keyword: '发票', size: 50 } }))
  const traditional = expectOk(await callApi(t.app, listFaq, { query: { keyword: '發票', size: 50 } }))
  expect(invoice.total).toBeGreaterThan(0)
  expect(traditional.list.map((f: any) => f.id)).toEqual(invoice.list.map((f: any) => f.id))
})

it('hides drafts and FAQ scheduled for later, until their time comes', async () => {
  const draft = await addItem({ question: '草稿问题', published: false })
  const later = await addItem({ question: '定时问题', published: true, publishAt: new Date(clock.now().getTime() + HOUR) })
  const questions = async () => expectOk(await callApi(t.app, listFaq, { query: { size: 50, page: 1, keyword: '问题' } })).list.map((f) => f.question)
  expect(await questions()).not.toContain('草稿问题')
  expect(await questions()).not.toContain('定时问题')
  expectRefusal(await callApi(t.app, getFaq, { params: { id: draft } }), 'NOT_FOUND', '内容不存在')
  expectRefusal(await callApi(t.app, getFaq, { params: { id: later } }), 'NOT_FOUND', '内容不存在')
  clock.advance(HOUR)
  expect(await questions()).toContain('定时问题')
  expect(expectOk(await callApi(t.app, getFaq, { params: { id: later } })).question).toBe('定时问题')
})

it('answers one FAQ with its sanitised answer and counts each view', async () => {
  const { list } = expectOk(await callApi(t.app, listFaq, { query: { size: 1, categoryId: await categoryId('课程学习') } }))
  const first = expectOk(await callApi(t.app, getFaq, { params: { id: list[0].id } }))
  expect(first).toMatchObject({ id: list[0].id, question: list[0].question, categoryName: '课程学习', views: 1 })
  expect(first.answerHtml).toMatch(/^<p>/)
  expect(expectOk(await callApi(t.app, getFaq, { params: { id: list[0].id } })).views).toBe(2)
})

it('answers not found for a missing FAQ and refuses bad input', async () => {
  expectRefusal(await callApi(t.app, getFaq, { params: { id: 999999 } }), 'NOT_FOUND', '内容不存在')
  expectRefusal(await callApi(t.app, getFaq, { params: { id: 'abc' } }), 'VALIDATION', '问题编号')
  expectRefusal(await callApi(t.app, listFaq, { query: { size: 51 } }), 'VALIDATION', '每页条数')
  expectRefusal(await callApiRaw(t.app, listFaq, { query: { categoryId: 'x' } }), 'VALIDATION', '分类编号')
  expectRefusal(await callApi(t.app, listFaq, { query: { keyword: '长'.repeat(31) } }), 'VALIDATION', '搜索词')
})

it('lets public reads be cached without a token, never with one', async () => {
  expect((await callApiRaw(t.app, listFaq)).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, listFaq, { token: 'x'.repeat(40) })).headers['cache-control']).toBe('no-store')
})
