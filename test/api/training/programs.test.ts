// Strength programs: locked ones show a preview week; unlock codes from a back-office batch are single use (also
// when two people race for one); an unlocked program becomes a plan. Shared plans: link, like, copy, report, hide.
import * as admin from '@contract/training/admin-endpoints'
import * as api from '@contract/training/endpoints'
import { seedDemoTraining } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
let operator: { id: number; token: string }
let codeProgram: number
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoTraining(t.db, clock.now())
  operator = await t.createUser({ roles: ['admin'] })
  const user = await t.createUser()
  const list = expectOk(await callApi(t.app, api.listPrograms, { query: {}, token: user.token }))
  codeProgram = list.list.find((p) => p.access === 'code')!.id
})
afterAll(() => t.close())

const batch = async (count: number, expiresAt: string | null = null) =>
  expectOk(await callApi(t.app, admin.createUnlockCodes, { params: { id: codeProgram }, body: { count, expiresAt }, token: operator.token }))

describe('programs and unlock codes', () => {
  it('shows a locked program with one preview week, refuses to start it, and lists free ones unlocked', async () => {
    const { token } = await t.createUser()
    const list = expectOk(await callApi(t.app, api.listPrograms, { query: {}, token }))
    expect(list.list.find((p) => p.access === 'free')!.unlocked).toBe(true)
    expect(list.list.find((p) => p.access === 'purchase')!.unlocked).toBe(false)
    const locked = expectOk(await callApi(t.app, api.getProgram, { params: { id: codeProgram }, token }))
    expect(locked).toMatchObject({ unlocked: false, weeks: 8 })
    expect(locked.schedule).toHaveLength(1)
    expectRefusal(await callApi(t.app, api.startProgram, { params: { id: codeProgram }, token }), 'PROGRAM_LOCKED')
  })

  it('generates codes in a batch; a code unlocks once, for one person', async () => {
    const { codes } = await batch(3)
    expect(new Set(codes).size).toBe(3)
    const [a, b] = [await t.createUser(), await t.createUser()]
    const unlocked = expectOk(await callApi(t.app, api.unlockProgram, { body: { code: codes[0].toLowerCase() }, token: a.token }))
    expect(unlocked).toMatchObject({ id: codeProgram, unlocked: true })
    expect(unlocked.schedule).toHaveLength(8)
    expectRefusal(await callApi(t.app, api.unlockProgram, { body: { code: codes[0] }, token: b.token }), 'UNLOCK_CODE_USED')
    expectRefusal(await callApi(t.app, api.unlockProgram, { body: { code: codes[0] }, token: a.token }), 'UNLOCK_CODE_USED')
    const plan = expectOk(await callApi(t.app, api.startProgram, { params: { id: codeProgram }, token: a.token }))
    expect(plan).toMatchObject({ source: 'program', weeks: 8, daysPerWeek: 3 })
    const used = expectOk(await callApi(t.app, admin.listUnlockCodes, { params: { id: codeProgram }, query: { used: 'true' }, token: operator.token }))
    expect(used.list.map((c) => [c.code, c.usedBy?.id])).toEqual([[codes[0], a.id]])
  })

  it('lets exactly one of several people racing for one code have it', async () => {
    const { codes } = await batch(1)
    const people = await Promise.all([1, 2, 3, 4].map(() => t.createUser()))
    const answers = await Promise.all(people.map((p) => callApi(t.app, api.unlockProgram, { body: { code: codes[0] }, token: p.token })))
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status === 0)) expect(a.code).toBe('UNLOCK_CODE_USED')
  })

  it('refuses unknown and expired codes', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, api.unlockProgram, { body: { code: 'NOSUCHCODE' }, token }), 'UNLOCK_CODE_INVALID')
    const { codes } = await batch(1, new Date(clock.now().getTime() + 60_000).toISOString())
    clock.advance(120_000)
    expectRefusal(await callApi(t.app, api.unlockProgram, { body: { code: codes[0] }, token }), 'UNLOCK_CODE_INVALID')
  })

  it('keeps the back office to operators', async () => {
    const { token } = await t.createUser({ roles: ['trainer'] })
    expect((await callApiRaw(t.app, admin.createUnlockCodes, { params: { id: codeProgram }, body: { count: 1, expiresAt: null }, token })).statusCode).toBe(403)
  })
})

describe('shared plans', () => {
  it('shares by link; others like, subscribe and copy; a report hidden by the back office ends the link', async () => {
    const owner = await t.createUser()
    const viewer = await t.createUser()
    const plan = expectOk(await callApi(t.app, api.createPlan, { body: { name: '分享的计划', weeks: 2 }, token: owner.token }))
    const shared = expectOk(await callApi(t.app, api.sharePlan, { params: { id: plan.id }, token: owner.token }))
    const token = shared.shareToken!
    expect(expectOk(await callApi(t.app, api.sharePlan, { params: { id: plan.id }, token: owner.token })).shareToken).toBe(token)
    expect(expectOk(await callApi(t.app, api.getSharedPlan, { params: { token } })).plan.name).toBe('分享的计划')
    expect(expectOk(await callApi(t.app, api.likeSharedPlan, { params: { token }, token: viewer.token }))).toMatchObject({ liked: true, likes: 1 })
    expect(expectOk(await callApi(t.app, api.likeSharedPlan, { params: { token }, token: viewer.token })).likes).toBe(1)
    expectOk(await callApi(t.app, api.subscribeSharedPlan, { params: { token }, token: viewer.token }))
    expect(expectOk(await callApi(t.app, api.listLikedPlans, { query: {}, token: viewer.token })).list.map((p) => p.planId)).toEqual([plan.id])
    expect(expectOk(await callApi(t.app, api.listSubscribedPlans, { query: {}, token: viewer.token })).total).toBe(1)
    const copy = expectOk(await callApi(t.app, api.copySharedPlan, { params: { token }, token: viewer.token }))
    expect(copy).toMatchObject({ source: 'shared', weeks: 2, shared: false })
    expect(copy.id).not.toBe(plan.id)
    expectOk(await callApi(t.app, api.reportSharedPlan, { params: { token }, body: { reason: '内容不当' }, token: viewer.token }))
    const reports = expectOk(await callApi(t.app, admin.listPlanReports, { query: { status: 'open' }, token: operator.token }))
    const report = reports.list.find((r) => r.planId === plan.id)!
    expect(expectOk(await callApi(t.app, admin.decidePlanReport, { params: { id: report.id }, body: { action: 'hide' }, token: operator.token })).status).toBe('hidden')
    expectRefusal(await callApi(t.app, admin.decidePlanReport, { params: { id: report.id }, body: { action: 'dismiss' }, token: operator.token }), 'CONFLICT')
    expectRefusal(await callApi(t.app, api.getSharedPlan, { params: { token } }), 'NOT_FOUND')
    expect(expectOk(await callApi(t.app, api.listLikedPlans, { query: {}, token: viewer.token })).total).toBe(0)
  })
})
