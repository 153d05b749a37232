// A learner on 繁體 reads our content in Traditional characters: the app sends x-locale, and public reads (course
// names, FAQ categories and answers, search) are answered converted; other locales, and what users wrote themselves
// (their own account data), are answered as stored. Shared caches keep the two apart (Vary).
import { seedDemoCatalog, seedDemoFaq } from '../../../server/seed'
import { expectOk, testClock } from '../helpers/api'
import { SEED_NOW } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { callApi, callApiRaw, type RawApiRequest } from '../helpers/contract'
import type { Endpoint } from '@contract/define'
import { getGoods, listGoods } from '@contract/catalog/endpoints'
import { listFaqCategories } from '@contract/content/endpoints'
import { getCurrentUser } from '@contract/identity/endpoints'

const clock = testClock(SEED_NOW)
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  await seedDemoFaq(t.db)
})
afterAll(() => t.close())

/** Sent from inject's own address, 127.0.0.1, as before the suite went through the contract. */
const inLocale = (endpoint: Endpoint, locale: string, request: RawApiRequest<Endpoint> = {}) =>
  callApiRaw(t.app, endpoint, { ...request, headers: { 'x-locale': locale }, ip: '127.0.0.1' })

it('answers course names in Traditional for zh-Hant, and as written otherwise', async () => {
  const simplified = expectOk(await callApi(t.app, listGoods, { query: { size: 50 } })).list.map((g) => g.title)
  const hant = await inLocale(listGoods, 'zh-Hant', { query: { size: 50 } })
  expect(hant.headers.vary).toContain('x-locale')
  const traditional = expectOk<any>(hant).list.map((g: any) => g.title)
  expect(traditional).toHaveLength(simplified.length)
  expect(traditional).not.toEqual(simplified)
  expect(traditional.join('')).toMatch(/[課認證練]/)
  expect(traditional.join('')).not.toMatch(/[课认证练]/)
  expect(expectOk<any>(await inLocale(listGoods, 'en', { query: { size: 50 } })).list.map((g: any) => g.title)).toEqual(simplified)
})

it('converts a goods page, FAQ categories and a FAQ answer', async () => {
  const detail = expectOk<any>(await inLocale(getGoods, 'zh-Hant', { params: { id: 1 } }))
  expect(detail.description).not.toMatch(/[课这们]/)
  const categories = JSON.stringify(expectOk(await inLocale(listFaqCategories, 'zh-Hant')))
  expect(categories).not.toMatch(/[课报发问题]/)
  expect(categories).toMatch(/[課報發問題]/)
})

it('leaves what the user wrote themselves alone', async () => {
  const { token } = await t.createUser({ name: '张学员' })
  const me = expectOk<any>(await inLocale(getCurrentUser, 'zh-Hant', { token }))
  expect(JSON.stringify(me)).toContain('张学员')
})
