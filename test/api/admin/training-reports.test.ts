// Reported shared plans in the back office: listed open first with plan, owner and reporter; hiding ends the link
// for everyone (and closes the plan's other open reports), dismissing leaves it; each report is decided once
// (conditional); who may call; audited.
import * as admin from '@contract/training/admin-endpoints'
import * as api from '@contract/training/endpoints'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import type { Api } from '../helpers/commerce/shop'
import { auditOf, startBackOffice, statusCodes, type Operators } from './helpers'

const clock = testClock()
let t: TestApp
let a: Api
let ops: Operators
beforeAll(async () => {
  ;({ t, api: a, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

/** A shared plan of a new user, reported by `reporters` new users; answers its share token and plan id. */
async function reportedPlan(name: string, reporters: number) {
  const owner = await t.createUser({ name: `${name}的主人` })
  const plan = expectOk(await callApi(t.app, api.createPlan, { body: { name, weeks: 1 }, token: owner.token }))
  const token = expectOk(await callApi(t.app, api.sharePlan, { params: { id: plan.id }, token: owner.token })).shareToken!
  for (let i = 0; i < reporters; i++) {
    const reporter = await t.createUser({ name: `举报人${i}` })
    expectOk(await callApi(t.app, api.reportSharedPlan, { params: { token }, body: { reason: '广告引流' }, token: reporter.token }))
  }
  return { planId: plan.id, token, owner }
}
const open = async () => expectOk(await callApi(t.app, admin.listPlanReports, { query: { status: 'open', size: 50 }, token: ops.admin.token })).list
const decide = (id: number, action: string, token = ops.content.token) => callApiRaw(t.app, admin.decidePlanReport, { params: { id }, body: { action }, token })

it('refuses no token (401), a learner and finance (403)', async () => {
  const calls = [
    (token?: string) => callApiRaw(t.app, admin.listPlanReports, { token }),
    (token?: string) => callApiRaw(t.app, admin.decidePlanReport, { params: { id: 1 }, body: { action: 'hide' }, token })
  ]
  for (const call of calls) expect(await statusCodes(call, [undefined, ops.learner.token, ops.finance.token])).toEqual([401, 403, 403])
})

it('lists open reports with the plan, its owner and the reporter', async () => {
  const { planId, token, owner } = await reportedPlan('被举报的计划', 1)
  const [report] = (await open()).filter((r) => r.planId === planId)
  expect(report).toMatchObject({ planName: '被举报的计划', shareToken: token, owner: { id: owner.id, nickname: '被举报的计划的主人' }, reporter: { nickname: '举报人0' }, reason: '广告引流', status: 'open', handledAt: null })
})

it('hides: the link stops working and the plan\'s other open reports close too; decided once; audited', async () => {
  const { planId, token } = await reportedPlan('要隐藏的计划', 2)
  const reports = (await open()).filter((r) => r.planId === planId)
  expect(reports).toHaveLength(2)
  expect(expectOk(await decide(reports[0].id, 'hide'))).toMatchObject({ id: reports[0].id, status: 'hidden', handledAt: expect.any(String) })
  expectRefusal(await callApi(t.app, api.getSharedPlan, { params: { token } }), 'NOT_FOUND')
  expect((await open()).filter((r) => r.planId === planId)).toEqual([])
  expectRefusal(await decide(reports[1].id, 'dismiss'), 'CONFLICT', '该举报已处理')
  const audit = await auditOf(a, ops.admin.token, 'trainingReport', reports[0].id)
  expect(audit).toEqual([expect.objectContaining({ action: 'trainingReport.hide', actorId: ops.content.id })])
})

it('dismisses: the link keeps working; bad input and unknown reports refused', async () => {
  const { planId, token } = await reportedPlan('没问题的计划', 1)
  const [report] = (await open()).filter((r) => r.planId === planId)
  expect(expectOk(await decide(report.id, 'dismiss'))).toMatchObject({ status: 'dismissed' })
  expect(expectOk(await callApi(t.app, api.getSharedPlan, { params: { token } })).plan.name).toBe('没问题的计划')
  const dismissed = expectOk(await callApi(t.app, admin.listPlanReports, { query: { status: 'dismissed' }, token: ops.admin.token })).list
  expect(dismissed.map((r) => r.id)).toContain(report.id)
  expectRefusal(await decide(report.id, 'delete'), 'VALIDATION')
  expectRefusal(await decide(9_999_999, 'hide'), 'NOT_FOUND', '举报不存在')
  expectRefusal(await callApiRaw(t.app, admin.listPlanReports, { query: { status: 'closed' }, token: ops.admin.token }), 'VALIDATION')
})
