// Learner stories (/api/stories*) and partners (/api/partners*) over the demo seed: paging by sort, one story counted
// as a view with its course only while that course is on sale, one partner's page, drafts and future schedules
// hidden, not found for hidden and missing alike, and validation.
import { eq } from 'drizzle-orm'
import { SEED_PARTNERS, SEED_STORIES, seedDemoAbout, seedDemoCatalog } from '../../../server/seed'
import { goods, partners, stories } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getPartner, getStory, listPartners, listStories } from '@contract/content/about-endpoints'
import { callApi } from '../helpers/contract'

const clock = testClock()
let t: TestApp
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoCatalog(t.db, clock.now())
  await seedDemoAbout(t.db)
})
afterAll(() => t.close())

const storyId = async (learnerName: string) => (await t.db.select().from(stories).where(eq(stories.learnerName, learnerName)))[0].id
const hidden = (published: boolean) => ({ published, publishAt: published ? new Date(clock.now().getTime() + HOUR) : null })

describe('stories', () => {
  it('seeds six published stories, each about a demo course, and pages them by sort', async () => {
    expect(SEED_STORIES.length).toBeGreaterThanOrEqual(6)
    const page = expectOk(await callApi(t.app, listStories, { query: { size: 4 } }))
    expect(page).toMatchObject({ total: SEED_STORIES.length, page: 1, size: 4 })
    expect(page.list[0]).toEqual({
      id: expect.any(Number), title: SEED_STORIES[0].title, learnerName: '王磊', learnerTitle: '私人教练 · 杭州',
      summary: SEED_STORIES[0].summary, coverUrl: expect.stringMatching(/^\/uploads\//), views: 0
    })
    expect(expectOk(await callApi(t.app, listStories, { query: { size: 4, page: 2 } })).list).toHaveLength(SEED_STORIES.length - 4)
    expect((await t.db.select().from(stories)).every((s) => s.goodsId !== null)).toBe(true)
  })

  it('answers one story with its rich text and course, and counts each view', async () => {
    const id = await storyId('王磊')
    const story = expectOk(await callApi(t.app, getStory, { params: { id } }))
    expect(story).toMatchObject({ id, views: 1, goods: { title: '国家职业资格健身教练培训（初级）', kind: 'course' } })
    expect(story.contentHtml).toContain('<ul><li>')
    expect(expectOk(await callApi(t.app, getStory, { params: { id } })).views).toBe(2)
  })

  it('leaves the course out while it is off sale', async () => {
    const id = await storyId('李静')
    const [story] = await t.db.select().from(stories).where(eq(stories.id, id))
    await t.db.update(goods).set({ onSale: false }).where(eq(goods.id, story.goodsId!))
    expect(expectOk(await callApi(t.app, getStory, { params: { id } })).goods).toBeNull()
    await t.db.update(goods).set({ onSale: true }).where(eq(goods.id, story.goodsId!))
    expect(expectOk(await callApi(t.app, getStory, { params: { id } })).goods).toMatchObject({ id: story.goodsId })
  })

  it('hides drafts and scheduled stories (and counts no view) until their time', async () => {
    const [draft, later] = await t.db.insert(stories).values([
      { title: '草稿故事', learnerName: '甲', contentHtml: '<p>正文</p>', sort: 1, ...hidden(false) },
      { title: '定时故事', learnerName: '乙', contentHtml: '<p>正文</p>', sort: 1, ...hidden(true) }
    ]).returning()
    const titles = async () => expectOk(await callApi(t.app, listStories, { query: { size: 50 } })).list.map((s: any) => s.title)
    expect(await titles()).not.toContain('草稿故事')
    expect(await titles()).not.toContain('定时故事')
    expectRefusal(await callApi(t.app, getStory, { params: { id: draft.id } }), 'NOT_FOUND', '内容不存在')
    expectRefusal(await callApi(t.app, getStory, { params: { id: later.id } }), 'NOT_FOUND', '内容不存在')
    expect((await t.db.select().from(stories).where(eq(stories.id, later.id)))[0].views).toBe(0)
    clock.advance(HOUR)
    expect((await titles())[0]).toBe('定时故事')
    expect(expectOk(await callApi(t.app, getStory, { params: { id: later.id } }))).toMatchObject({ title: '定时故事', goods: null, views: 1 })
  })

  it('refuses bad input and answers not found for a missing story', async () => {
    expectRefusal(await callApi(t.app, getStory, { params: { id: 999999 } }), 'NOT_FOUND', '内容不存在')
    expectRefusal(await callApi(t.app, getStory, { params: { id: '1.5' } }), 'VALIDATION', '故事编号')
    expectRefusal(await callApi(t.app, listStories, { query: { size: 0 } }), 'VALIDATION', '每页条数')
  })
})

describe('partners', () => {
  it('seeds four published partners and pages them by sort', async () => {
    expect(SEED_PARTNERS.length).toBeGreaterThanOrEqual(4)
    const page = expectOk(await callApi(t.app, listPartners, { query: { size: 3 } }))
    expect(page).toMatchObject({ total: SEED_PARTNERS.length, page: 1, size: 3 })
    expect(page.list.map((p: any) => p.name)).toEqual(SEED_PARTNERS.slice(0, 3).map((p) => p.name))
    expect(page.list[0]).toEqual({ id: expect.any(Number), name: '动力方舟健身连锁', logoUrl: expect.stringMatching(/^\/uploads\//), intro: SEED_PARTNERS[0].intro })
    expect(expectOk(await callApi(t.app, listPartners, { query: { size: 3, page: 2 } })).list).toHaveLength(SEED_PARTNERS.length - 3)
  })

  it("answers one partner's page with its rich text and website", async () => {
    const { list } = expectOk(await callApi(t.app, listPartners, { query: { size: 1 } }))
    const partner = expectOk(await callApi(t.app, getPartner, { params: { id: list[0].id } }))
    expect(partner).toMatchObject({ name: '动力方舟健身连锁', website: 'https://dongli-ark.example' })
    expect(partner.contentHtml).toMatch(/^<p>/)
  })

  it('hides drafts and scheduled partners until their time, and refuses bad input', async () => {
    const [draft, later] = await t.db.insert(partners).values([
      { name: '草稿伙伴', sort: 1, ...hidden(false) }, { name: '定时伙伴', sort: 1, ...hidden(true) }
    ]).returning()
    const names = async () => expectOk(await callApi(t.app, listPartners, { query: { size: 50 } })).list.map((p: any) => p.name)
    expect(await names()).toEqual(SEED_PARTNERS.map((p) => p.name))
    expectRefusal(await callApi(t.app, getPartner, { params: { id: draft.id } }), 'NOT_FOUND', '内容不存在')
    expectRefusal(await callApi(t.app, getPartner, { params: { id: later.id } }), 'NOT_FOUND', '内容不存在')
    clock.advance(HOUR)
    expect(await names()).toContain('定时伙伴')
    expectRefusal(await callApi(t.app, getPartner, { params: { id: 'x' } }), 'VALIDATION', '合作伙伴编号')
    expectRefusal(await callApi(t.app, getPartner, { params: { id: 999999 } }), 'NOT_FOUND')
  })
})
