// What becomes a public 热门搜索 suggestion: a term that found something, searched by several different people
// (one visitor repeating a string is not enough), short words only (no long strings, URLs or phone numbers), and
// not hidden by an operator. The operator sees every term with its state and hides or shows one, audited.
import { eq } from 'drizzle-orm'
import { seedDemoCatalog, seedDemoFaq } from '../../../server/seed'
import { auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { SEED_NOW } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { hideAdminSearchTerm, listAdminSearchTerms } from '@contract/content/assistant-admin-endpoints'
import { listHotTerms, searchSummary } from '@contract/content/assistant-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock(SEED_NOW)
let t: TestApp
let operator: string

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  await seedDemoFaq(t.db)
  operator = (await t.createUser({ roles: ['content'] })).token
})
afterAll(() => t.close())

const searchFrom = (keyword: string, ip?: string, token?: string) =>
  callApiRaw(t.app, searchSummary, { query: { keyword: keyword }, ip, token })
const hot = async () => expectOk(await callApi(t.app, listHotTerms))

it('needs three different searchers: one visitor or one account repeating a term is not enough', async () => {
  for (let i = 0; i < 6; i += 1) await searchFrom('发票', '10.9.9.9')
  const { token } = await t.createUser()
  for (let i = 0; i < 3; i += 1) await searchFrom('发票', `10.8.8.${i}`, token)
  expect(await hot()).not.toContain('发票')
  await searchFrom('发票', '10.7.7.7')
  expect(await hot()).toContain('发票')
})

it.each([
  ['a long string', '退款退款退款退款退款退款退款'],
  ['a URL', 'http://退款.cn'],
  ['a phone number', '退款 13800138000'],
  ['symbols', '退款!!'],
  ['a single character', '课']
])('never suggests %s, however many search it', async (_what, term) => {
  for (let i = 0; i < 4; i += 1) await searchFrom(term)
  expect(await hot()).not.toContain(term)
})

it('an operator hides a term from everyone and shows it again; learners cannot', async () => {
  for (let i = 0; i < 3; i += 1) await searchFrom('退款')
  expect(await hot()).toContain('退款')
  const { token: learner } = await t.createUser()
  expect((await callApiRaw(t.app, hideAdminSearchTerm, { body: { term: '退款', hidden: true }, token: learner })).statusCode).toBe(403)

  const hidden = expectOk(await callApi(t.app, hideAdminSearchTerm, { body: { term: '退款', hidden: true }, token: operator }))
  expect(hidden).toMatchObject({ term: '退款', hidden: true })
  expect(await hot()).not.toContain('退款')
  const listed = expectOk(await callApi(t.app, listAdminSearchTerms, { query: { keyword: '退款' }, token: operator }))
  expect(listed.list).toContainEqual(expect.objectContaining({ term: '退款', hidden: true }))
  const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'search-term.hide'))
  expect(entry).toMatchObject({ resourceId: '退款', summary: '隐藏热门搜索词「退款」' })

  expectOk(await callApi(t.app, hideAdminSearchTerm, { body: { term: '退款', hidden: false }, token: operator }))
  expect(await hot()).toContain('退款')
  expectRefusal(await callApi(t.app, hideAdminSearchTerm, { body: { term: '没人搜过', hidden: true }, token: operator }), 'NOT_FOUND')
})
