// Coupon templates in the back office: create and edit with the database's rules said first in sentences, the
// stock never below what was handed out, share codes unique; issuing to users by phone (one per user, from the
// stock, one audit entry per batch); usage; who may call.
import { eq } from 'drizzle-orm'
import type { AdminCouponTemplate, CouponIssueResult } from '@contract/catalog/coupons-admin-shapes'
import type { Paged } from '@contract/envelope'
import { users } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import type { Api } from '../helpers/commerce/shop'
import { auditOf, startBackOffice, statusCodes, type Operators } from './helpers'
import { createCouponTemplate, getCouponTemplate, issueCoupons, listCouponTemplates, listCouponUsage, updateCouponTemplate } from '@contract/catalog/coupons-admin-endpoints'
import { listCoupons } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const base = { title: '新人满减券', type: 'amount_off', value: 5_000, minSpendFen: 30_000, validDays: 30, stockTotal: 3, source: '新人礼包' }
const create = (body: object, token = ops.content.token) => callApiRaw(api.app, createCouponTemplate, { body: body, token })
const update = (id: number, body: object) => callApiRaw(api.app, updateCouponTemplate, { params: { id: id }, body: body, token: ops.admin.token })
const issue = (id: number, phones: string[]) => callApiRaw(api.app, issueCoupons, { params: { id: id }, body: { phones }, token: ops.content.token })
const phoneOf = async (id: number) => (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0].phone

it('refuses no token (401), a learner and finance (403)', async () => {
  const calls = [
    (token?: string) => callApiRaw(api.app, listCouponTemplates, { token }),
    (token?: string) => callApiRaw(api.app, getCouponTemplate, { params: { id: 1 }, token }),
    (token?: string) => callApiRaw(api.app, createCouponTemplate, { body: base, token }),
    (token?: string) => callApiRaw(api.app, updateCouponTemplate, { params: { id: 1 }, body: base, token }),
    (token?: string) => callApiRaw(api.app, issueCoupons, { params: { id: 1 }, body: { phones: ['13800000001'] }, token }),
    (token?: string) => callApiRaw(api.app, listCouponUsage, { params: { id: 1 }, token })
  ]
  for (const call of calls) expect(await statusCodes(call, [undefined, ops.learner.token, ops.finance.token])).toEqual([401, 403, 403])
})

describe('templates', () => {
  it('creates one with a scope and a share code, lists and finds it; audited', async () => {
    const goods = await seedGoods(t.db, { title: '私教认证' })
    const made = expectOk<AdminCouponTemplate>(await create({ ...base, scopeGoodsIds: [goods.id], shareCode: 'NEW50' }))
    expect(made).toMatchObject({ ...base, scope: [{ id: goods.id, title: '私教认证' }], shareCode: 'NEW50', stockLeft: 3, issued: 0, used: 0, validUntil: null })
    const listed = expectOk(await callApi(api.app, listCouponTemplates, { query: { keyword: 'new50' }, token: ops.admin.token }))
    expect(listed.list.map((c) => c.id)).toEqual([made.id])
    const byTraditional = await callApiRaw(api.app, listCouponTemplates, { query: { keyword: '新人滿減券' }, token: ops.admin.token })
    expect(expectOk<Paged<AdminCouponTemplate>>(byTraditional).list.map((c) => c.id)).toEqual([made.id])
    expect(expectOk(await callApi(api.app, listCouponTemplates, { query: { type: 'discount', keyword: '新人满减' }, token: ops.admin.token })).list).toEqual([])
    expect(expectOk(await callApi(api.app, getCouponTemplate, { params: { id: made.id }, token: ops.admin.token }))).toEqual(made)
    const [entry] = await auditOf(api, ops.admin.token, 'coupon', made.id)
    expect(entry).toMatchObject({ action: 'coupon.create', actorId: ops.content.id })
    expectRefusal(await callApi(api.app, getCouponTemplate, { params: { id: 999999 }, token: ops.admin.token }), 'NOT_FOUND', '优惠券不存在')
  })

  it("says the database's rules in sentences naming the field", async () => {
    expectRefusal(await create({ ...base, title: '' }), 'VALIDATION', '请填写名称')
    expectRefusal(await create({ ...base, type: 'discount', value: 100 }), 'VALIDATION', '折扣券的折扣应在1到99之间')
    expectRefusal(await create({ ...base, value: 0 }), 'VALIDATION', '满减券的减免金额必须大于0')
    expectRefusal(await create({ ...base, validDays: null }), 'VALIDATION', '有效天数和截止日期请填写其中一个')
    expectRefusal(await create({ ...base, validUntil: '2099-01-01' }), 'VALIDATION', '有效天数和截止日期请填写其中一个')
    expectRefusal(await create({ ...base, validDays: null, validUntil: '2099/01/01' }), 'VALIDATION', '截止日期格式应为YYYY-MM-DD')
    expectRefusal(await create({ ...base, stockTotal: 0 }), 'VALIDATION', '发放总量至少为1张')
    expectRefusal(await create({ ...base, minSpendFen: -1 }), 'VALIDATION', '使用门槛不能为负')
    expectRefusal(await create({ ...base, shareCode: 'a b' }), 'VALIDATION', '领取码应为4到20位字母或数字')
    expectRefusal(await create({ ...base, scopeGoodsIds: [999_999] }), 'VALIDATION', '适用商品不存在：#999999')
    expectOk(await create({ ...base, shareCode: 'TAKEN1' }))
    expectRefusal(await create({ ...base, shareCode: 'TAKEN1' }), 'COUPON_CODE_TAKEN', '领取码TAKEN1已被其他优惠券使用')
    // Types worth a fixed thing carry no value: whatever was sent, it is stored as 0.
    const free = expectOk<AdminCouponTemplate>(await create({ ...base, type: 'free_order', value: 123, validDays: null, validUntil: '2099-12-31' }))
    expect(free).toMatchObject({ type: 'free_order', value: 0, validDays: null })
    expect(free.validUntil).toBe('2099-12-31T15:59:59.999Z')
  })

  it('edits: the stock left moves with the total, never below what was handed out; audited with before and after', async () => {
    const made = expectOk<AdminCouponTemplate>(await create(base))
    const learner = await t.createUser()
    expectOk<CouponIssueResult>(await issue(made.id, [await phoneOf(learner.id)]))
    const bigger = expectOk<AdminCouponTemplate>(await update(made.id, { ...base, title: '满减券（加量）', stockTotal: 10, shareCode: '' }))
    expect(bigger).toMatchObject({ title: '满减券（加量）', stockTotal: 10, stockLeft: 9, issued: 1, shareCode: null })
    expectRefusal(await update(made.id, { ...base, stockTotal: 0 }), 'VALIDATION', '发放总量至少为1张')
    expect(expectOk<AdminCouponTemplate>(await update(made.id, { ...base, stockTotal: 1 }))).toMatchObject({ stockTotal: 1, stockLeft: 0 })
    const again = await t.createUser()
    expectOk(await issue(made.id, [await phoneOf(again.id)]))
    const other = expectOk<AdminCouponTemplate>(await create(base))
    expectOk(await issue(other.id, [await phoneOf(learner.id), await phoneOf(again.id)]))
    expectRefusal(await update(other.id, { ...base, stockTotal: 1 }), 'COUPON_STOCK_BELOW_ISSUED', '发放总量不能少于已发放的2张')
    expectRefusal(await update(999_999, base), 'NOT_FOUND', '优惠券不存在')
    const actions = (await auditOf(api, ops.admin.token, 'coupon', made.id)).map((a) => a.action)
    expect(actions).toEqual(['coupon.create', 'coupon.issue', 'coupon.update', 'coupon.update', 'coupon.issue'])
  })
})

describe('issuing', () => {
  it('gives one per known user from the stock; counts holders, unknown phones and the sold-out; one audit entry', async () => {
    const made = expectOk<AdminCouponTemplate>(await create({ ...base, stockTotal: 2 }))
    const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()]
    const first = expectOk<CouponIssueResult>(await issue(made.id, [await phoneOf(a.id), await phoneOf(a.id), '13011112222']))
    expect(first).toEqual({ issued: 1, alreadyHad: 0, unknownPhones: ['13011112222'], soldOut: 0 })
    const second = expectOk<CouponIssueResult>(await issue(made.id, [await phoneOf(a.id), await phoneOf(b.id), await phoneOf(c.id)]))
    expect(second).toEqual({ issued: 1, alreadyHad: 1, unknownPhones: [], soldOut: 1 })
    expect(expectOk(await callApi(api.app, getCouponTemplate, { params: { id: made.id }, token: ops.admin.token }))).toMatchObject({ stockLeft: 0, issued: 2 })
    const held = expectOk(await callApi(api.app, listCoupons, { token: a.token }))
    expect(held.total).toBe(1)
    const audit = (await auditOf(api, ops.admin.token, 'coupon', made.id)).filter((e) => e.action === 'coupon.issue')
    expect(audit).toHaveLength(2)
    expect(audit[1].summary).toContain('发放1张，已持有1人，未注册0个，库存不足1人')
  })

  it('checks the phones, and refuses a template past its end', async () => {
    const made = expectOk<AdminCouponTemplate>(await create(base))
    expectRefusal(await issue(made.id, []), 'VALIDATION', '请至少填写一个手机号')
    expectRefusal(await issue(made.id, ['12345']), 'VALIDATION', '手机号应为11位数字')
    expectRefusal(await issue(made.id, Array.from({ length: 501 }, (_, i) => `138${String(i).padStart(8, '0')}`)), 'VALIDATION', '一次最多发放给500个手机号')
    expectRefusal(await issue(999_999, ['13800000001']), 'NOT_FOUND', '优惠券不存在')
    const ended = expectOk<AdminCouponTemplate>(await create({ ...base, validDays: null, validUntil: '2020-01-01' }))
    expectRefusal(await issue(ended.id, ['13800000001']), 'COUPON_ENDED', '已过截止日期')
  })
})

it('usage: who holds the coupons, by state, with paging', async () => {
  const made = expectOk<AdminCouponTemplate>(await create({ ...base, stockTotal: 5 }))
  const holders = [await t.createUser({ name: '持券人' }), await t.createUser(), await t.createUser()]
  expectOk(await issue(made.id, await Promise.all(holders.map((h) => phoneOf(h.id)))))
  const page = expectOk(await callApi(api.app, listCouponUsage, { params: { id: made.id }, query: { size: 2 }, token: ops.admin.token }))
  expect(page).toMatchObject({ total: 3, page: 1, size: 2 })
  expect(page.list[0]).toMatchObject({ state: 'unused', usedAt: null, orderId: null })
  const all = expectOk(await callApi(api.app, listCouponUsage, { params: { id: made.id }, query: { size: 50, state: 'unused' }, token: ops.admin.token }))
  expect(all.list.find((u) => u.userId === holders[0].id)).toMatchObject({ userName: '持券人', userPhone: await phoneOf(holders[0].id) })
  expect(expectOk(await callApi(api.app, listCouponUsage, { params: { id: made.id }, query: { state: 'used' }, token: ops.admin.token })).total).toBe(0)
  expectRefusal(await callApiRaw(api.app, listCouponUsage, { params: { id: made.id }, query: { state: 'gone' }, token: ops.admin.token }), 'VALIDATION', /使用状态/)
  expectRefusal(await callApi(api.app, listCouponUsage, { params: { id: 999999 }, token: ops.admin.token }), 'NOT_FOUND', '优惠券不存在')
})
