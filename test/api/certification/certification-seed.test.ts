// The certification demo seed: the demo learner has registrations in several states (one passed with a certificate,
// one admit card sent), the demo judge a sitting with candidates to score, the public check knows a revoked and an
// expired certificate; seeding again adds nothing.
import { count } from 'drizzle-orm'
import {
  checkCertificate, getJudgeAssignment, getMyRegistration, listJudgeAssignments, listMyCertificates, listMyRegistrations
} from '@contract/certification/endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { DEMO_CERTIFICATES, DEMO_PASSWORD, seedDemo, seedMissingDemoContent } from '../../../server/seed'
import { examRegistrations } from '../../../server/src/db/schema'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
})
afterAll(() => t.close())

const signIn = async (phone: string) =>
  expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: DEMO_PASSWORD } })).token

it('gives the demo learner registrations in several states, an admit card and a valid certificate', async () => {
  const token = await signIn('13800000001')
  const page = expectOk(await callApi(t.app, listMyRegistrations, { query: { size: 20 }, token }))
  expect(new Set(page.list.map((r) => r.status))).toEqual(new Set(['passed', 'admit_card_sent', 'pending_review', 'approved', 'cancelled']))
  const carded = page.list.find((r) => r.status === 'admit_card_sent')!
  const detail = expectOk(await callApi(t.app, getMyRegistration, { params: { id: carded.id }, token }))
  expect(detail.admitCard).toMatchObject({ holderName: '演示学员', seatNo: '012', city: '北京' })
  const passed = page.list.find((r) => r.status === 'passed')!
  expect(passed.result).toMatchObject({ score: 88, total: 100, passMark: 60, passRate: 67 })
  const certs = expectOk(await callApi(t.app, listMyCertificates, { query: {}, token }))
  expect(certs.list).toEqual([expect.objectContaining({ number: DEMO_CERTIFICATES.learner, status: 'valid', hours: 8 })])
})

it('gives the demo judge a sitting with candidates to score', async () => {
  const token = await signIn('13800000007')
  const assignments = expectOk(await callApi(t.app, listJudgeAssignments, { query: {}, token }))
  expect(assignments.list).toHaveLength(2)
  const open = assignments.list.find((a) => a.scored < a.candidates)!
  const detail = expectOk(await callApi(t.app, getJudgeAssignment, { params: { id: open.id }, token }))
  expect(detail.candidates.filter((c) => !c.submitted).map((c) => c.name)).toEqual(expect.arrayContaining(['演示学员', '赵敏', '陈晨']))
})

it('knows a revoked and an expired certificate, and seeds nothing twice', async () => {
  expect(expectOk(await callApi(t.app, checkCertificate, { params: { number: DEMO_CERTIFICATES.revoked } })).status).toBe('revoked')
  expect(expectOk(await callApi(t.app, checkCertificate, { params: { number: DEMO_CERTIFICATES.expired } })).status).toBe('expired')
  const [before] = await t.db.select({ n: count() }).from(examRegistrations)
  await seedMissingDemoContent(t.db)
  const [after] = await t.db.select({ n: count() }).from(examRegistrations)
  expect(after?.n).toBe(before?.n)
})
