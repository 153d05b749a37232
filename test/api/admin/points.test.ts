// The console's points area: the ledger across users, one user's balance, and manual adjustments (a 'manual' row
// the learner sees in their own ledger, never below 0, audited).
import type { AdminPointsEntry } from '@contract/catalog/points-admin-shapes'
import type { PointsSummary } from '@contract/catalog/schemas'
import type { Paged } from '@contract/envelope'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal } from '../helpers/api'
import { givePoints, pointsBalance } from '../helpers/commerce/fixtures'
import { listPointsLog } from '@contract/catalog/endpoints'
import { adjustAdminPoints, getAdminPointsSummary, listAdminPointsLedger } from '@contract/catalog/points-admin-endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: ReturnType<typeof caller>
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp()
  api = caller(t)
  admin = await t.createUser({ roles: ['admin'] })
})
afterAll(() => t.close())

const adjust = (body: object, token = admin.token) => callApiRaw(t.app, adjustAdminPoints, { body: body, token })
const ledger = async (query: string, token = admin.token) =>
  expectOk<Paged<AdminPointsEntry>>(await callApiRaw(api.app, listAdminPointsLedger, { query, token }))

describe('access', () => {
  it('needs a token and the admin or finance role', async () => {
    const learner = await t.createUser()
    const content = await t.createUser({ roles: ['content'] })
    const academic = await t.createUser({ roles: ['academic'] })
    const finance = await t.createUser({ roles: ['finance'] })
    expect((await callApiRaw(t.app, listAdminPointsLedger)).statusCode).toBe(401)
    for (const who of [learner, content, academic]) {
      expect((await callApiRaw(t.app, listAdminPointsLedger, { token: who.token })).statusCode).toBe(403)
      expect((await callApiRaw(t.app, getAdminPointsSummary, { params: { userId: learner.id }, token: who.token })).statusCode).toBe(403)
      expect((await adjust({ userId: learner.id, change: 10, reason: '补偿' }, who.token)).statusCode).toBe(403)
    }
    expect(expectOk<PointsSummary>(await adjust({ userId: learner.id, change: 10, reason: '补偿' }, finance.token)).balance).toBe(10)
  })
})

describe('POST /api/admin/points/adjust', () => {
  it('adds and deducts, shows as a manual change in the learner\'s ledger, and is audited', async () => {
    const user = await t.createUser({ name: '周八' })
    await givePoints(t.db, user.id, 300)
    const added = expectOk<PointsSummary>(await adjust({ userId: user.id, change: 200, reason: '活动奖励' }))
    expect(added).toEqual({ balance: 500, totalEarned: 500, totalRedeemed: 0 })
    const taken = expectOk<PointsSummary>(await adjust({ userId: user.id, change: -450, reason: '误发积分扣回' }))
    expect(taken).toEqual({ balance: 50, totalEarned: 50, totalRedeemed: 0 })
    expect(expectOk(await callApi(t.app, getAdminPointsSummary, { params: { userId: user.id }, token: admin.token }))).toEqual(taken)

    const own = expectOk(await callApi(t.app, listPointsLog, { token: user.token }))
    expect(own.list.map((e) => [e.change, e.reason, e.kind, e.note])).toEqual([
      [-450, 'manual', 'adjusted', '误发积分扣回'],
      [200, 'manual', 'adjusted', '活动奖励']
    ])

    const audit = expectOk(await callApi(t.app, listAuditLog, { query: { action: 'points.adjust', resourceId: String(user.id) }, token: admin.token }))
    expect(audit.list).toHaveLength(2)
    expect(audit.list[0]).toMatchObject({
      actorId: admin.id, resource: 'points', before: { balance: 500 }, after: { balance: 50, change: -450, reason: '误发积分扣回' }
    })
    expect(audit.list[0].summary).toContain('扣减450积分，原因：误发积分扣回')
    expect(audit.list[0]).toMatchObject({ summaryCode: 'points.adjust', summaryParams: { change: -450, reason: '误发积分扣回' } })
  })

  it('never takes the balance below 0, also under parallel deductions', async () => {
    const user = await t.createUser()
    await givePoints(t.db, user.id, 100)
    expectRefusal(await adjust({ userId: user.id, change: -101, reason: '扣回' }), 'POINTS_NOT_ENOUGH', '该用户当前有100积分，不能扣减101积分')
    const answers = await Promise.all(Array.from({ length: 4 }, () => adjust({ userId: user.id, change: -40, reason: '扣回' })))
    expect(answers.filter((res) => res.json().status === 1)).toHaveLength(2)
    expect(await pointsBalance(t.db, user.id)).toBe(20)
    expect((await ledger(`userId=${user.id}`)).total).toBe(2)
    // A user who never had points has 0.
    const empty = await t.createUser()
    expectRefusal(await adjust({ userId: empty.id, change: -1, reason: '扣回' }), 'POINTS_NOT_ENOUGH')
  })

  it('names the field of bad input, and answers not found', async () => {
    const user = await t.createUser()
    const zero = expectRefusal(await adjust({ userId: user.id, change: 0, reason: '无' }), 'VALIDATION', '调整积分不能为0')
    expect(zero.fields).toEqual([{ field: 'change', message: '调整积分不能为0' }])
    expectRefusal(await adjust({ userId: user.id, change: 1.5, reason: '无' }), 'VALIDATION', '调整积分应为整数')
    expectRefusal(await adjust({ userId: user.id, change: 1_000_001, reason: '无' }), 'VALIDATION', '每次最多增加1000000积分')
    expectRefusal(await adjust({ userId: user.id, change: -1_000_001, reason: '无' }), 'VALIDATION', '每次最多扣减1000000积分')
    const reason = expectRefusal(await adjust({ userId: user.id, change: 5, reason: '  ' }), 'VALIDATION', '请填写调整原因')
    expect(reason.fields).toEqual([{ field: 'reason', message: '请填写调整原因' }])
    expectRefusal(await adjust({ userId: user.id, change: 5, reason: '因'.repeat(101) }), 'VALIDATION', '调整原因不能超过100个字')
    expectRefusal(await adjust({ userId: user.id, change: 5 }), 'VALIDATION', '请填写调整原因')
    expectRefusal(await adjust({ userId: 'abc', change: 5, reason: '无' }), 'VALIDATION', '用户编号应为整数')
    expectRefusal(await adjust({ change: 5, reason: '无' }), 'VALIDATION', '请选择用户')
    expectRefusal(await adjust({ userId: 999_999, change: 5, reason: '无' }), 'NOT_FOUND', '用户不存在')
    expectRefusal(await callApi(t.app, getAdminPointsSummary, { params: { userId: 999999 }, token: admin.token }), 'NOT_FOUND', '用户不存在')
    expectRefusal(await callApi(t.app, getAdminPointsSummary, { params: { userId: 0 }, token: admin.token }), 'VALIDATION', '用户编号无效')
    expect((await ledger(`userId=${user.id}`)).total).toBe(0)
  })
})

describe('GET /api/admin/points/ledger', () => {
  it('lists every user\'s rows newest first with whose they are, filtered by user and reason, paged', async () => {
    const a = await t.createUser({ name: '吴九', phone: '13512340001' })
    const b = await t.createUser({ name: '郑十', phone: '13512340002' })
    for (const [user, change] of [[a, 10], [b, 20], [a, 30]] as const) expectOk(await adjust({ userId: user.id, change, reason: `第${change}次` }))
    const ofA = await ledger(`userId=${a.id}`)
    expect(ofA.list.map((e) => e.change)).toEqual([30, 10])
    expect(ofA.list[0]).toMatchObject({ userId: a.id, userPhone: '13512340001', userName: '吴九', reason: 'manual', kind: 'adjusted', note: '第30次', orderNo: null })
    const page1 = await ledger('reason=manual&size=2')
    expect(page1.total).toBeGreaterThanOrEqual(3)
    expect(page1.list.map((e) => e.change)).toEqual([30, 20])
    expect((await ledger('reason=manual&size=2&page=2')).list[0].change).toBe(10)
    expect((await ledger('reason=purchase')).list.every((e) => e.reason === 'purchase')).toBe(true)
    expectRefusal(await callApiRaw(t.app, listAdminPointsLedger, { query: { reason: 'gift' }, token: admin.token }), 'VALIDATION', '变动类型无效')
    expectRefusal(await callApiRaw(t.app, listAdminPointsLedger, { query: { userId: 'x' }, token: admin.token }), 'VALIDATION', '用户编号应为整数')
  })
})
