// The back office's strength programs: created with a whole schedule (validated in sentences), listed unpublished
// too, put on and off the shelf once each (conditional); unlock code batches (N single-use codes, listed used and
// unused); a program sold as goods is unlocked by a paid order and by nothing less. Every write audited.
import * as admin from '@contract/training/admin-endpoints'
import type { AdminProgramInput } from '@contract/training/admin-shapes'
import * as api from '@contract/training/endpoints'
import { UNLOCK_CODE_LENGTH } from '@contract/training/constants'
import { seedDemoTraining } from '../../../server/seed'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { seedGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { auditOf, startBackOffice, statusCodes, type Operators } from './helpers'

const clock = testClock(Date.now())
let t: TestApp
let a: Api
let ops: Operators
let moveId: number
beforeAll(async () => {
  ;({ t, api: a, ops } = await startBackOffice(clock.now))
  await seedDemoTraining(t.db, clock.now())
  moveId = expectOk(await callApi(t.app, admin.listAdminMoves, { query: { size: 1 }, token: ops.admin.token })).list[0].id
})
afterAll(() => t.close())

const rest = { name: '休息', restDay: true, modules: [] }
const week = () => ({
  days: [
    { name: '全身A', restDay: false, modules: [{ kind: 'main' as const, items: [{ moveId, sets: [{ reps: 5, load: 75, loadMode: 'percent_1rm' as const, restSec: 120 }] }] }] },
    rest, rest, rest, rest, rest, rest
  ]
})
const program = (extra: Partial<AdminProgramInput> = {}): AdminProgramInput => ({
  title: '后台测试计划', subtitle: '每周一练', level: 2, access: 'free', goodsId: null, priceFen: 0, published: false, weeks: [week(), week()], ...extra
})
const create = (body: object, token = ops.content.token) => callApiRaw(t.app, admin.createAdminProgram, { body, token })
const publish = (id: number, published: boolean) => callApi(t.app, admin.setAdminProgramPublished, { params: { id }, body: { published }, token: ops.admin.token })
const learnerSees = async (id: number, token: string) => expectOk(await callApi(t.app, api.listPrograms, { query: { size: 50 }, token })).list.find((p) => p.id === id)

it('refuses no token (401), a learner and finance (403)', async () => {
  const calls = [
    (token?: string) => callApiRaw(t.app, admin.listAdminPrograms, { token }),
    (token?: string) => callApiRaw(t.app, admin.createAdminProgram, { body: program(), token }),
    (token?: string) => callApiRaw(t.app, admin.setAdminProgramPublished, { params: { id: 1 }, body: { published: true }, token }),
    (token?: string) => callApiRaw(t.app, admin.createUnlockCodes, { params: { id: 1 }, body: { count: 1, expiresAt: null }, token }),
    (token?: string) => callApiRaw(t.app, admin.listUnlockCodes, { params: { id: 1 }, token })
  ]
  for (const call of calls) expect(await statusCodes(call, [undefined, ops.learner.token, ops.finance.token])).toEqual([401, 403, 403])
})

describe('programs', () => {
  it('creates one unpublished (not in the app), publishes it once, unpublishes it; audited', async () => {
    const made = expectOk<{ id: number; published: boolean; weeks: number; daysPerWeek: number; schedule: unknown[] }>(await create(program()))
    expect(made).toMatchObject({ published: false, weeks: 2, daysPerWeek: 1 })
    expect(made.schedule).toHaveLength(2)
    expect(await learnerSees(made.id, ops.learner.token)).toBeUndefined()
    expect(expectOk(await publish(made.id, true)).published).toBe(true)
    expectRefusal(await publish(made.id, true), 'CONFLICT', '该计划已上架')
    expect(await learnerSees(made.id, ops.learner.token)).toMatchObject({ unlocked: true })
    expect(expectOk(await publish(made.id, false)).published).toBe(false)
    expect(await learnerSees(made.id, ops.learner.token)).toBeUndefined()
    const listed = expectOk(await callApi(t.app, admin.listAdminPrograms, { query: { keyword: '后台测试' }, token: ops.admin.token }))
    expect(listed.list.map((p) => p.id)).toContain(made.id)
    const audit = await auditOf(a, ops.admin.token, 'trainingProgram', made.id)
    expect(audit.map((e) => e.action)).toEqual(['trainingProgram.create', 'trainingProgram.publish', 'trainingProgram.unpublish'])
  })

  it('says what is wrong with a schedule; unknown programs and moves are not found', async () => {
    expectRefusal(await create(program({ title: '' })), 'VALIDATION', '请填写计划名称')
    expectRefusal(await create(program({ weeks: [] })), 'VALIDATION', '至少一周')
    expectRefusal(await create(program({ weeks: [{ days: [rest] }] })), 'VALIDATION', '每周应有7天')
    expectRefusal(await create(program({ access: 'purchase' })), 'VALIDATION', '购买解锁的计划需要关联商品')
    const badMove = week()
    badMove.days[0].modules[0].items[0].moveId = 9_999_999
    expectRefusal(await create(program({ weeks: [badMove] })), 'NOT_FOUND', '计划中的动作不存在')
    expectRefusal(await callApi(t.app, admin.getAdminProgram, { params: { id: 9_999_999 }, token: ops.admin.token }), 'NOT_FOUND', '训练计划不存在')
    expectRefusal(await publish(9_999_999, true), 'NOT_FOUND')
  })

  it('edits a program (its schedule replaced)', async () => {
    const made = expectOk<{ id: number }>(await create(program()))
    const edited = expectOk(await callApi(t.app, admin.updateAdminProgram, { params: { id: made.id }, body: program({ title: '改名计划', weeks: [week()] }), token: ops.admin.token }))
    expect(edited).toMatchObject({ id: made.id, title: '改名计划', weeks: 1 })
  })
})

describe('unlock code batches', () => {
  it('generates N distinct codes, lists them used and unused; one redeemed shows who used it', async () => {
    const made = expectOk<{ id: number }>(await create(program({ access: 'code', published: true, title: '兑换码计划' })))
    const batch = expectOk(await callApi(t.app, admin.createUnlockCodes, { params: { id: made.id }, body: { count: 5, expiresAt: null }, token: ops.content.token }))
    expect(batch.codes).toHaveLength(5)
    expect(new Set(batch.codes).size).toBe(5)
    for (const code of batch.codes) expect(code).toHaveLength(UNLOCK_CODE_LENGTH)
    expect(expectOk(await callApi(t.app, api.unlockProgram, { body: { code: batch.codes[0] }, token: ops.learner.token }))).toMatchObject({ id: made.id, unlocked: true })
    const codes = (used?: 'true' | 'false') => callApi(t.app, admin.listUnlockCodes, { params: { id: made.id }, query: { used }, token: ops.admin.token })
    expect(expectOk(await codes()).total).toBe(5)
    const used = expectOk(await codes('true'))
    expect(used.list).toEqual([expect.objectContaining({ code: batch.codes[0], batchId: batch.batchId, usedBy: expect.objectContaining({ id: ops.learner.id }) })])
    expect(expectOk(await codes('false')).list.map((c) => c.code).sort()).toEqual(batch.codes.slice(1).sort())
    expect(expectOk(await callApi(t.app, admin.getAdminProgram, { params: { id: made.id }, token: ops.admin.token }))).toMatchObject({ codesIssued: 5, codesUsed: 1 })
    const audit = await auditOf(a, ops.admin.token, 'trainingProgram', made.id)
    expect(audit.map((e) => e.action)).toEqual(['trainingProgram.create', 'trainingProgram.codes'])
  })

  it('refuses a batch of 0 or over 500, a bad expiry, and a program that does not exist', async () => {
    const batch = (body: object, id = 1) => callApiRaw(t.app, admin.createUnlockCodes, { params: { id }, body, token: ops.admin.token })
    const { id } = expectOk<{ id: number }>(await create(program({ access: 'code' })))
    expectRefusal(await batch({ count: 0, expiresAt: null }, id), 'VALIDATION', '至少生成1个')
    expectRefusal(await batch({ count: 501, expiresAt: null }, id), 'VALIDATION', '一次最多生成500个')
    expectRefusal(await batch({ count: 1, expiresAt: '明天' }, id), 'VALIDATION')
    expectRefusal(await batch({ count: 1, expiresAt: null }, 9_999_999), 'NOT_FOUND', '训练计划不存在')
  })
})

describe('a program sold as goods', () => {
  it('stays locked with an unpaid order and unlocks once the order is paid; the buyer starts it as a plan', async () => {
    const goods = await seedGoods(t.db, { priceFen: 9_900, title: '增肌分化 6 周（线上）' })
    const made = expectOk<{ id: number }>(await create(program({ access: 'purchase', goodsId: goods.id, priceFen: 9_900, published: true, title: '购买解锁计划' })))
    const buyer = await t.createUser()
    expect(await learnerSees(made.id, buyer.token)).toMatchObject({ unlocked: false, access: 'purchase', goodsId: goods.id })
    const order = await placeOrder(a, buyer.token, goods)
    expect(await learnerSees(made.id, buyer.token)).toMatchObject({ unlocked: false })
    expectRefusal(await callApi(t.app, api.startProgram, { params: { id: made.id }, token: buyer.token }), 'PROGRAM_LOCKED')
    await sandboxPay(a, buyer.token, order.id)
    expect(expectOk(await callApi(t.app, api.getProgram, { params: { id: made.id }, token: buyer.token }))).toMatchObject({ unlocked: true })
    expect(expectOk(await callApi(t.app, api.startProgram, { params: { id: made.id }, token: buyer.token }))).toMatchObject({ source: 'program', weeks: 2 })
    // Somebody else's payment unlocks nothing for another user.
    expect(await learnerSees(made.id, ops.learner.token)).toMatchObject({ unlocked: false })
  })
})
