// The about tab's overview (/api/about) and the about pages (/api/about-pages/:key): the intro from page `us` with a
// teaser, the first teachers, stories and partners by sort (visible ones only), the configured customer-service
// contact, a page that was never written reading as a blank one, and the demo content added to a database seeded
// before it existed.
import { eq } from 'drizzle-orm'
import { ABOUT_SUMMARY_MAX } from '../../../types/content/about-shapes'
import { SEED_ABOUT_PAGES, SEED_PARTNERS, SEED_STORIES, SEED_TEACHERS, seedDemoCatalog, seedDemoFaq, seedMissingDemoContent } from '../../../server/seed'
import { aboutPages, teachers } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getAboutOverview, getAboutPage } from '@contract/content/about-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ SERVICE_PHONE: '400-820-8820', SERVICE_WECHAT: 'lvdong-kefu' }, { now: clock.now })
})
afterAll(() => t.close())

it('answers blank pages with their default titles before anything is written', async () => {
  const us = expectOk(await callApi(t.app, getAboutPage, { params: { key: 'us' } }))
  expect(us).toMatchObject({ key: 'us', title: '关于我们', coverUrl: '', contentHtml: '', summary: '' })
  expect(expectOk(await callApi(t.app, getAboutPage, { params: { key: 'enterprise' } })).title).toBe('企业合作')
  const overview = expectOk(await callApi(t.app, getAboutOverview))
  expect(overview).toMatchObject({ teachers: [], stories: [], partners: [], intro: { key: 'us', title: '关于我们' } })
})

it('adds the about content to a database seeded before it existed, each kind once', async () => {
  await seedDemoCatalog(t.db, clock.now())
  await seedDemoFaq(t.db)
  expect(await seedMissingDemoContent(t.db)).toBe(true)
  expect(await seedMissingDemoContent(t.db)).toBe(false)
  expect(await t.db.select().from(aboutPages)).toHaveLength(2)
  expect(await t.db.select().from(teachers)).toHaveLength(SEED_TEACHERS.length)
})

it('answers each about page with its rich text and a plain-text teaser', async () => {
  const us = expectOk(await callApi(t.app, getAboutPage, { params: { key: 'us' } }))
  expect(us).toMatchObject({ key: 'us', title: SEED_ABOUT_PAGES[0].title, coverUrl: expect.stringMatching(/^\/uploads\//) })
  expect(us.contentHtml).toContain('<h3>我们提供</h3>')
  expect(us.summary.startsWith('绿动健身学院成立于2015年')).toBe(true)
  expect([...us.summary]).toHaveLength(ABOUT_SUMMARY_MAX)
  expect(us.summary).toMatch(/…$/)
  expect(us.summary).not.toMatch(/[<>]/)
  const enterprise = expectOk(await callApi(t.app, getAboutPage, { params: { key: 'enterprise' } }))
  expect(enterprise).toMatchObject({ key: 'enterprise', title: '企业合作' })
  expect(enterprise.contentHtml).toContain('<li>')
})

it('answers the about tab in one call: intro, the first visible teachers, stories and partners, and the contact', async () => {
  const overview = expectOk(await callApi(t.app, getAboutOverview))
  expect(overview.intro.key).toBe('us')
  expect(overview.teachers.map((x: any) => x.name)).toEqual(SEED_TEACHERS.slice(0, 4).map((x) => x.name))
  expect(overview.stories.map((x: any) => x.title)).toEqual(SEED_STORIES.slice(0, 3).map((x) => x.title))
  expect(overview.partners.map((x: any) => x.name)).toEqual(SEED_PARTNERS.slice(0, 4).map((x) => x.name))
  expect(overview.contact).toEqual({ phone: '400-820-8820', wechatId: 'lvdong-kefu' })

  await t.db.update(teachers).set({ published: false }).where(eq(teachers.name, SEED_TEACHERS[0].name))
  const after = expectOk(await callApi(t.app, getAboutOverview))
  expect(after.teachers.map((x: any) => x.name)).toEqual(SEED_TEACHERS.slice(1, 5).map((x) => x.name))
})

it('refuses an unknown page key', async () => {
  expectRefusal(await callApi(t.app, getAboutPage, { params: { key: 'team' } }), 'VALIDATION', '页面')
})

it('lets public reads be cached without a token', async () => {
  expect((await callApiRaw(t.app, getAboutOverview)).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, getAboutPage, { params: { key: 'us' } })).headers['cache-control']).toBeUndefined()
})
