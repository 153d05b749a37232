// A learner on 繁體 reads our content in Traditional characters: the app sends x-locale, and public reads (course
// names, FAQ categories and answers, search) are answered converted; other locales, and what users wrote themselves
// (their own account data), are answered as stored. Shared caches keep the two apart (Vary).
import { seedDemoCatalog, seedDemoFaq } from '../../../server/seed'
import { caller, expectOk, testClock } from '../helpers/api'
import { SEED_NOW } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock(SEED_NOW)
let t: TestApp
let api: ReturnType<typeof caller>
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  await seedDemoFaq(t.db)
})
afterAll(() => t.close())

const inLocale = (url: string, locale: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-locale': locale, ...(token ? { 'x-auth-token': token } : {}) } })

it('answers course names in Traditional for zh-Hant, and as written otherwise', async () => {
  const simplified = expectOk<any>(await api.get('/api/goods?size=50')).list.map((g: any) => g.title)
  const hant = await inLocale('/api/goods?size=50', 'zh-Hant')
  expect(hant.headers.vary).toContain('x-locale')
  const traditional = expectOk<any>(hant).list.map((g: any) => g.title)
  expect(traditional).toHaveLength(simplified.length)
  expect(traditional).not.toEqual(simplified)
  expect(traditional.join('')).toMatch(/[課認證練]/)
  expect(traditional.join('')).not.toMatch(/[课认证练]/)
  expect(expectOk<any>(await inLocale('/api/goods?size=50', 'en')).list.map((g: any) => g.title)).toEqual(simplified)
})

it('converts a goods page, FAQ categories and a FAQ answer', async () => {
  const detail = expectOk<any>(await inLocale('/api/goods/1', 'zh-Hant'))
  expect(detail.description).not.toMatch(/[课这们]/)
  const categories = JSON.stringify(expectOk(await inLocale('/api/faq/categories', 'zh-Hant')))
  expect(categories).not.toMatch(/[课报发问题]/)
  expect(categories).toMatch(/[課報發問題]/)
})

it('leaves what the user wrote themselves alone', async () => {
  const { token } = await t.createUser({ name: '张学员' })
  const me = expectOk<any>(await inLocale('/api/current', 'zh-Hant', token))
  expect(JSON.stringify(me)).toContain('张学员')
})
