// The FAQ learners read (/api/faq*): the demo seed (once, however often it runs), categories with something to
// show, paging and filters, visibility (drafts and future schedules hidden, everywhere), one FAQ counted as a view,
// not found for hidden and missing alike, validation, and caching without a token.
import { eq } from 'drizzle-orm'
import { SEED_FAQ, seedDemoFaq } from '../../../server/seed'
import { faqCategories, faqItems } from '../../../server/src/db/schema'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock()
let t: TestApp
let api: ReturnType<typeof caller>
const seededCount = SEED_FAQ.reduce((n, c) => n + c.items.length, 0)
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
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
  const list = expectOk<{ id: number; name: string }[]>(await api.get('/api/faq/categories'))
  expect(list.map((c) => c.name)).toEqual(SEED_FAQ.map((c) => c.name))
})

it('pages the visible FAQ by sort then id and says where the end is', async () => {
  const first = expectOk<any>(await api.get('/api/faq?size=5'))
  expect(first).toMatchObject({ total: seededCount, page: 1, size: 5 })
  expect(first.list).toHaveLength(5)
  expect(first.list[0]).toEqual({ id: expect.any(Number), categoryId: expect.any(Number), categoryName: expect.any(String), question: expect.any(String) })
  const last = expectOk<any>(await api.get(`/api/faq?size=5&page=${Math.ceil(seededCount / 5)}`))
  expect(last.list.length).toBe(seededCount % 5 || 5)
  const beyond = expectOk<any>(await api.get('/api/faq?size=5&page=99'))
  expect(beyond.list).toEqual([])
})

it('filters by category and by a keyword taken literally, typed in Simplified or Traditional', async () => {
  const id = await categoryId('考试与证书')
  const exams = expectOk<any>(await api.get(`/api/faq?categoryId=${id}&size=50`))
  expect(exams.total).toBe(SEED_FAQ.find((c) => c.name === '考试与证书')!.items.length)
  expect(exams.list.every((f: any) => f.categoryName === '考试与证书')).toBe(true)
  const refund = expectOk<any>(await api.get(`/api/faq?keyword=${encodeURIComponent('退款')}&size=50`))
  expect(refund.total).toBeGreaterThan(0)
  expect(expectOk<any>(await api.get(`/api/faq?keyword=${encodeURIComponent('%')}`)).total).toBe(0)
  // A learner on 繁體 types 發票: the FAQ, written in Simplified, are found all the same.
  const invoice = expectOk<any>(await api.get(`/api/faq?keyword=${encodeURIComponent('发票')}&size=50`))
  const traditional = expectOk<any>(await api.get(`/api/faq?keyword=${encodeURIComponent('發票')}&size=50`))
  expect(invoice.total).toBeGreaterThan(0)
  expect(traditional.list.map((f: any) => f.id)).toEqual(invoice.list.map((f: any) => f.id))
})

it('hides drafts and FAQ scheduled for later, until their time comes', async () => {
  const draft = await addItem({ question: '草稿问题', published: false })
  const later = await addItem({ question: '定时问题', published: true, publishAt: new Date(clock.now().getTime() + HOUR) })
  const questions = async () => expectOk<any>(await api.get('/api/faq?size=50&page=1&keyword=' + encodeURIComponent('问题'))).list.map((f: any) => f.question)
  expect(await questions()).not.toContain('草稿问题')
  expect(await questions()).not.toContain('定时问题')
  expectRefusal(await api.get(`/api/faq/${draft}`), 'NOT_FOUND', '内容不存在')
  expectRefusal(await api.get(`/api/faq/${later}`), 'NOT_FOUND', '内容不存在')
  clock.advance(HOUR)
  expect(await questions()).toContain('定时问题')
  expect(expectOk<any>(await api.get(`/api/faq/${later}`)).question).toBe('定时问题')
})

it('answers one FAQ with its sanitised answer and counts each view', async () => {
  const { list } = expectOk<any>(await api.get(`/api/faq?size=1&categoryId=${await categoryId('课程学习')}`))
  const first = expectOk<any>(await api.get(`/api/faq/${list[0].id}`))
  expect(first).toMatchObject({ id: list[0].id, question: list[0].question, categoryName: '课程学习', views: 1 })
  expect(first.answerHtml).toMatch(/^<p>/)
  expect(expectOk<any>(await api.get(`/api/faq/${list[0].id}`)).views).toBe(2)
})

it('answers not found for a missing FAQ and refuses bad input', async () => {
  expectRefusal(await api.get('/api/faq/999999'), 'NOT_FOUND', '内容不存在')
  expectRefusal(await api.get('/api/faq/abc'), 'VALIDATION', '问题编号')
  expectRefusal(await api.get('/api/faq?size=51'), 'VALIDATION', '每页条数')
  expectRefusal(await api.get('/api/faq?categoryId=x'), 'VALIDATION', '分类编号')
  expectRefusal(await api.get(`/api/faq?keyword=${'长'.repeat(31)}`), 'VALIDATION', '搜索词')
})

it('lets public reads be cached without a token, never with one', async () => {
  expect((await api.get('/api/faq')).headers['cache-control']).toBeUndefined()
  expect((await api.get('/api/faq', { token: 'x'.repeat(40) })).headers['cache-control']).toBe('no-store')
})
