// Search over goods, news and FAQ (/api/search*): each kind on its own tab, Chinese-aware matching, highlights in
// titles and snippets, only what learners may see (drafts, schedules and goods off sale hidden, and found as soon as
// they become visible), counts per kind, hot terms (only searches that found something), validation, caching.
import { eq } from 'drizzle-orm'
import type { SearchHit } from '../../../types/content/assistant-shapes'
import type { Paged } from '../../../types/envelope'
import { seedDemoCatalog, seedDemoFaq } from '../../../server/seed'
import { goods, news, searchTerms } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { SEED_NOW } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { listHotSearchTerms } from '@contract/catalog/endpoints'
import { listHotTerms, searchContent, searchSummary } from '@contract/content/assistant-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock(SEED_NOW)
let t: TestApp
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  await seedDemoFaq(t.db)
})
afterAll(() => t.close())

async function addNews(values: Partial<typeof news.$inferInsert> & { title: string }) {
  const [row] = await t.db.insert(news).values({ category: 'academy', contentHtml: '<p>正文</p>', published: true, ...values }).returning()
  return row.id
}

const search = async (keyword: string, kind: string, extra = '') =>
  expectOk<Paged<SearchHit>>(await callApiRaw(t.app, searchContent, { query: `keyword=${encodeURIComponent(keyword)}&kind=${kind}${extra}` }))
const summary = async (keyword: string) =>
  expectOk(await callApi(t.app, searchSummary, { query: { keyword: keyword } })).counts
const marked = (text: string, marks: Array<[number, number]>) => marks.map(([a, b]) => text.slice(a, b))

describe('each kind', () => {
  it('finds FAQ by the words of their question and answer, the question first, with the keyword marked', async () => {
    const page = await search('发票', 'faq')
    expect(page.total).toBeGreaterThanOrEqual(1)
    const [first] = page.list
    expect(first).toMatchObject({ kind: 'faq', title: '怎么开发票？可以开专票吗？', coverUrl: '', priceFen: null })
    expect(marked(first.title, first.titleMarks)).toEqual(['发票'])
    expect(marked(first.snippet, first.snippetMarks).every((m) => m === '发票')).toBe(true)
  })

  it('finds goods with their cover and price', async () => {
    const page = await search('普拉提', 'goods')
    expect(page.list.map((h) => h.title)).toEqual(expect.arrayContaining(['普拉提垫上初级认证', '普拉提垫上认证考核']))
    expect(page.list.every((h) => h.kind === 'goods' && h.priceFen !== null && h.coverUrl !== '')).toBe(true)
    expect(marked(page.list[0].title, page.list[0].titleMarks)).toEqual(['普拉提'])
  })

  it('finds Simplified content for a Traditional query and marks it (a learner on 繁體 types 發票)', async () => {
    const simplified = await search('发票', 'faq')
    const traditional = await search('發票', 'faq')
    expect(traditional.list.map((h) => h.id)).toEqual(simplified.list.map((h) => h.id))
    expect(marked(traditional.list[0].title, traditional.list[0].titleMarks)).toEqual(['发票'])
    expect((await search('普拉提認證', 'goods')).list.map((h) => h.title)).toContain('普拉提垫上初级认证')
  })

  it('finds news by title and body, with the publish date, and keeps the tabs apart', async () => {
    const id = await addNews({ title: '学院新开壶铃周末班', summary: '三月开课', contentHtml: '<p>周末两天掌握<b>摇摆与抓举</b>。</p>' })
    const page = await search('抓举', 'news')
    expect(page.list).toEqual([expect.objectContaining({ kind: 'news', id, title: '学院新开壶铃周末班', date: expect.any(String) })])
    expect(page.list[0].snippet).toContain('摇摆与抓举')
    expect((await search('抓举', 'faq')).total).toBe(0)
  })
})

describe('Chinese-aware matching', () => {
  it('finds words the segmenter splits differently in a short query and a long title', async () => {
    expect((await search('营养师', 'goods')).list.map((h) => h.title)).toContain('运动营养师课程')
    expect((await search('教练', 'goods')).list.map((h) => h.title)).toEqual(expect.arrayContaining(['壶铃一级教练认证', '国家职业资格健身教练培训（初级）']))
  })

  it('shows the match of every hit in its title or its snippet', async () => {
    const hits = (await search('普拉提', 'goods')).list
    expect(hits.map((h) => h.title)).toEqual(expect.arrayContaining(['普拉提垫上初级认证', '普拉提垫上认证考核', '体态评估与纠正性训练']))
    for (const hit of hits) expect([hit.title, [...marked(hit.title, hit.titleMarks), ...marked(hit.snippet, hit.snippetMarks)]]).toEqual([hit.title, expect.arrayContaining(['普拉提'])])
    // On the snippet's first line (the card shows two): at most the lead and an ellipsis before it.
    const posture = hits.find((h) => h.title === '体态评估与纠正性训练')!
    expect(posture.snippetMarks[0][0]).toBeLessThanOrEqual(13)
  })

  it('does not match a word by its lone characters scattered through a text', async () => {
    // 普|拉|提 are all in this news body's 普通, 拉伸, 提升 … but never together.
    const [tip] = await t.db.insert(news).values({ category: 'academy', title: '训练小贴士', published: true,
      contentHtml: '<p>普通会员先做拉伸，再提升强度。</p>' }).returning()
    expect((await search('普拉提', 'news')).list.map((h) => h.id)).not.toContain(tip.id)
  })

  it('does not list everything sharing one word of a longer query', async () => {
    const titles = (await search('普拉提考核', 'goods')).list.map((h) => h.title)
    expect(titles[0]).toBe('普拉提垫上认证考核')
    expect(titles).not.toContain('私人教练考核')
  })

  it('matches letters in any case and full-width form', async () => {
    const titles = (await search('ｃｐｒ', 'goods')).list.map((h) => h.title)
    expect(titles).toEqual(['CPR+AED急救认证考试'])
  })
})

describe('visibility', () => {
  it('hides drafts and future schedules, and finds them once visible', async () => {
    const draft = await addNews({ title: '未发布的资讯：杠铃片回收', published: false })
    const scheduled = await addNews({ title: '定时资讯：杠铃片回收日', publishAt: new Date(clock.now().getTime() + HOUR) })
    expect((await search('杠铃片', 'news')).total).toBe(0)
    clock.advance(2 * HOUR)
    expect((await search('杠铃片', 'news')).list.map((h) => h.id)).toEqual([scheduled])
    await t.db.update(news).set({ published: true }).where(eq(news.id, draft))
    expect((await search('杠铃片', 'news')).list.map((h) => h.id).sort()).toEqual([draft, scheduled].sort())
  })

  it('drops goods taken off sale', async () => {
    expect((await search('壶铃', 'goods')).total).toBe(1)
    await t.db.update(goods).set({ onSale: false }).where(eq(goods.slug, 'kettlebell-level1'))
    expect((await search('壶铃', 'goods')).total).toBe(0)
  })
})

describe('paging, summary and hot terms', () => {
  it('pages a kind by page and size', async () => {
    const all = await search('训练', 'goods', '&size=50')
    expect(all.total).toBeGreaterThan(3)
    const second = await search('训练', 'goods', '&page=2&size=2')
    expect(second).toMatchObject({ total: all.total, page: 2, size: 2 })
    expect(second.list.map((h) => h.id)).toEqual(all.list.slice(2, 4).map((h) => h.id))
  })

  it('counts each kind and records only keywords that found something', async () => {
    const counts = await summary('退款')
    expect(counts.faq).toBeGreaterThanOrEqual(2)
    expect(counts).toEqual({ goods: expect.any(Number), news: expect.any(Number), faq: counts.faq })
    await summary('退款')
    expect(await summary('不存在的词汇喵喵')).toEqual({ goods: 0, news: 0, faq: 0 })
    const rows = await t.db.select().from(searchTerms)
    expect(rows.map((r) => [r.term, r.count])).toEqual([['退款', 2]])
  })

  it('offers the most searched terms first, then the best sellers\' tags', async () => {
    // Each call comes from another IP: another searcher (a term needs three).
    await summary('退款')
    for (let i = 0; i < 4; i += 1) await summary('普拉提')
    const hot = expectOk(await callApi(t.app, listHotTerms))
    expect(hot.slice(0, 2)).toEqual(['普拉提', '退款'])
    expect(hot.length).toBeGreaterThan(2)
    expect(hot.length).toBeLessThanOrEqual(8)
  })

  it('forgets a hot term that stopped finding anything, and terms not searched for a month', async () => {
    await t.db.insert(searchTerms).values({ term: '已下架的旧课', count: 99, lastSearchedAt: clock.now() })
    expect(expectOk(await callApi(t.app, listHotTerms))).not.toContain('已下架的旧课')
    clock.advance(31 * 24 * HOUR)
    const bestSellers = expectOk(await callApi(t.app, listHotSearchTerms))
    expect(expectOk(await callApi(t.app, listHotTerms))).toEqual(bestSellers)
  })
})

describe('requests', () => {
  it('refuses a missing, blank or too long keyword and an unknown kind, naming the field', async () => {
    expectRefusal(await callApiRaw(t.app, searchContent, { query: { kind: 'faq' } }), 'VALIDATION', /搜索内容/)
    expectRefusal(await callApi(t.app, searchContent, { query: { kind: 'faq', keyword: '  ' } }), 'VALIDATION', /搜索内容/)
    expectRefusal(await callApi(t.app, searchContent, { query: { kind: 'faq', keyword: '字'.repeat(31) } }), 'VALIDATION', /不能超过30个字/)
    expectRefusal(await callApiRaw(t.app, searchContent, { query: { kind: 'teacher', keyword: 'a' } }), 'VALIDATION', /搜索类型/)
    expectRefusal(await callApi(t.app, searchSummary), 'VALIDATION', /搜索内容/)
  })

  it('answers without a token cacheably', async () => {
    const res = await callApiRaw(t.app, searchContent, { query: { keyword: '发票', kind: 'faq' } })
    expect(res.headers['cache-control']).toBeUndefined()
  })
})
