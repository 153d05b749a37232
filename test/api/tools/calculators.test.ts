// /api/calculations*: saving, listing, editing, deleting and sharing gym calculations; results from the shared module;
// owner scoping, validation, the per-user limit.
import { calculations } from '../../../server/src/db/schema'
import { MAX_CALCULATIONS } from '../../../server/src/contexts/tools'
import { computeProfit, computeSales, type ProfitInputs, type SalesInputs } from '../../../types/tools/calculators'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import type { Endpoint, QueryOf } from '@contract/define'
import {
  createCalculation, deleteCalculation, getCalculation, getSharedCalculation, listCalculations, shareCalculation, updateCalculation
} from '@contract/tools/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sales: SalesInputs = {
  tiers: [{ name: '年卡', priceFen: 299_900, countPerMonth: 20 }, { name: '季卡', priceFen: 99_900, countPerMonth: 30 }],
  ptPackages: [{ name: '私教12节', priceFen: 360_000, sessions: 12, conversionPct: 12.5 }],
  salesStaff: 3,
  coaches: 4,
  membershipCommissionPct: 3.5,
  ptCommissionPct: 10,
  targetFen: 0
}
const profit: ProfitInputs = {
  revenueLines: [{ name: '会籍', amountFen: 8_995_000 }],
  rentFen: 3_000_000,
  wagesFen: 4_000_000,
  utilitiesFen: 500_000,
  commissionFen: 0,
  otherFen: 0,
  variableCostPct: 5,
  initialInvestmentFen: 10_000_000
}

const createSales = (token: string, name = '一月业绩', inputs: object = sales) =>
  callApiRaw(t.app, createCalculation, { body: { kind: 'sales', name, inputs }, token })
const createProfit = (token: string, name = '开店利润', inputs: object = profit) =>
  callApiRaw(t.app, createCalculation, { body: { kind: 'profit', name, inputs }, token })
const list = async (token: string, query: QueryOf<typeof listCalculations> = {}) => expectOk(await callApi(t.app, listCalculations, { query, token }))

describe('saving and reading', () => {
  it('answers a saved sales calculation with results from the shared module', async () => {
    const { token } = await t.createUser()
    const data = expectOk<any>(await createSales(token))
    expect(data).toMatchObject({ kind: 'sales', name: '一月业绩', inputs: sales, shareCode: null })
    expect(data.results).toEqual(computeSales(sales))
    expect(data.results.totalRevenueFen).toBe(11_155_000)
    expect(expectOk(await callApi(t.app, getCalculation, { params: { id: data.id }, token }))).toEqual(data)
  })

  it('answers a profit calculation with its break-even month', async () => {
    const { token } = await t.createUser()
    const data = expectOk<any>(await createProfit(token))
    expect(data.results).toEqual(computeProfit(profit))
    expect(data.results).toMatchObject({ netMonthlyProfitFen: 1_045_250, breakEvenMonth: 10 })
  })

  it('lists both kinds, last changed first, page by page, and filters by kind', async () => {
    const { token } = await t.createUser()
    const first = expectOk<any>(await createSales(token, '一'))
    for (const name of ['二', '三']) expectOk(await createSales(token, name))
    expectOk(await createProfit(token, '四'))
    const page1 = await list(token, { page: 1, size: 2 })
    expect(page1).toMatchObject({ total: 4, page: 1, size: 2 })
    expect(page1.list.map((c: any) => c.name)).toEqual(['四', '三'])
    expect(page1.list[0]).toMatchObject({ kind: 'profit', headlineFen: 1_045_250, shared: false })
    expect((await list(token, { page: 2, size: 2 })).list.map((c: any) => c.name)).toEqual(['二', '一'])
    expect((await list(token, { page: 3, size: 2 })).list).toEqual([])
    expect(await list(token, { kind: 'profit' })).toMatchObject({ total: 1, page: 1, size: 10 })
    // Renaming moves it to the top.
    expectOk(await callApi(t.app, updateCalculation, { params: { id: first.id }, body: { name: '一改' }, token }))
    expect((await list(token)).list[0]).toMatchObject({ id: first.id, name: '一改', headlineFen: 11_155_000 })
  })

  it('refuses bad list queries with readable messages', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApiRaw(t.app, listCalculations, { query: { kind: 'loan' }, token }), 'VALIDATION', '计算类型')
    expectRefusal(await callApi(t.app, listCalculations, { query: { size: 51 }, token }), 'VALIDATION', '每页条数不能超过50')
    expectRefusal(await callApi(t.app, listCalculations, { query: { page: 0 }, token }), 'VALIDATION', '页码应从1开始')
  })
})

describe('validation', () => {
  it.each([
    ['计算类型', { kind: 'loan', name: 'x', inputs: sales }],
    ['请填写计算名称', { kind: 'sales', name: '', inputs: sales }],
    ['计算名称不能超过30个字', { kind: 'sales', name: '长'.repeat(31), inputs: sales }],
    ['请至少添加一种会籍卡', { kind: 'sales', name: 'x', inputs: { ...sales, tiers: [] } }],
    ['会籍顾问人数不能为负数', { kind: 'sales', name: 'x', inputs: { ...sales, salesStaff: -1 } }],
    ['私教提成比例不能超过100%', { kind: 'sales', name: 'x', inputs: { ...sales, ptCommissionPct: 100.5 } }],
    ['会籍提成比例最多保留一位小数', { kind: 'sales', name: 'x', inputs: { ...sales, membershipCommissionPct: 3.55 } }],
    ['会籍卡价格应精确到分', { kind: 'sales', name: 'x', inputs: { ...sales, tiers: [{ name: '年卡', priceFen: 1.5, countPerMonth: 1 }] } }],
    ['会籍卡价格不能超过100000元', { kind: 'sales', name: 'x', inputs: { ...sales, tiers: [{ name: '年卡', priceFen: 10_000_001, countPerMonth: 1 }] } }],
    ['每月售出数量不能超过5000', { kind: 'sales', name: 'x', inputs: { ...sales, tiers: [{ name: '年卡', priceFen: 100, countPerMonth: 5_001 }] } }],
    ['不支持的参数：bonus', { kind: 'sales', name: 'x', inputs: { ...sales, bonus: 1 } }],
    ['会籍卡不能为空', { kind: 'sales', name: 'x', inputs: profit }],
    ['房租应为数字', { kind: 'profit', name: 'x', inputs: { ...profit, rentFen: '3000' } }],
    ['变动成本比例不能为负数', { kind: 'profit', name: 'x', inputs: { ...profit, variableCostPct: -1 } }],
    ['不支持的参数：userId', { kind: 'sales', name: 'x', inputs: sales, userId: 1 }],
  ])('refuses with 「%s」', async (message, body) => {
    const { token } = await t.createUser()
    expectRefusal(await callApiRaw(t.app, createCalculation, { body, token }), 'VALIDATION', message)
  })

  it('refuses inputs of the other kind when editing, and an empty edit', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await createSales(token))
    expectRefusal(await callApi(t.app, updateCalculation, { params: { id }, body: { inputs: profit }, token }), 'CALCULATION_KIND_MISMATCH', '这是销售业绩计算')
    expectRefusal(await callApi(t.app, updateCalculation, { params: { id }, body: {}, token }), 'VALIDATION', '请填写计算名称或计算参数')
    expectRefusal(await callApiRaw(t.app, updateCalculation, { params: { id }, body: { kind: 'profit' }, token }), 'VALIDATION', '不支持的参数：kind')
  })

  it('stops at the limit, also when several saves race', async () => {
    const { id: userId, token } = await t.createUser()
    const rows = Array.from({ length: MAX_CALCULATIONS - 2 }, (_, i) => ({ userId, kind: 'sales' as const, name: `第${i}`, inputs: sales }))
    await t.db.insert(calculations).values(rows)
    const answers = await Promise.all([1, 2, 3, 4].map((n) => createSales(token, `并发${n}`)))
    expect(answers.filter((r) => r.json().status === 1)).toHaveLength(2)
    for (const res of answers.filter((r) => r.json().status === 0)) {
      expectRefusal(res, 'CALCULATION_LIMIT', `最多保存${MAX_CALCULATIONS}个计算`)
    }
    expect((await list(token)).total).toBe(MAX_CALCULATIONS)
  })
})

describe('editing and deleting', () => {
  it('changes the inputs and answers the new results', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await createSales(token))
    const inputs = { ...sales, tiers: [{ name: '月卡', priceFen: 30_000, countPerMonth: 10 }], ptPackages: [] }
    const data = expectOk<any>(await callApi(t.app, updateCalculation, { params: { id }, body: { inputs }, token }))
    expect(data).toMatchObject({ name: '一月业绩', inputs })
    expect(data.results.totalRevenueFen).toBe(300_000)
  })

  it('deletes, then answers not found', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await createProfit(token))
    expect(expectOk(await callApi(t.app, deleteCalculation, { params: { id }, token }))).toBeNull()
    expectRefusal(await callApi(t.app, getCalculation, { params: { id }, token }), 'NOT_FOUND', '该计算不存在或已删除')
    expectRefusal(await callApi(t.app, deleteCalculation, { params: { id }, token }), 'NOT_FOUND')
  })
})

describe('sharing', () => {
  it('gives one code, also when asked twice in parallel, and shows it read-only without owner details', async () => {
    const { token } = await t.createUser()
    const saved = expectOk<any>(await createSales(token))
    const [a, b] = await Promise.all([1, 2].map(() => callApiRaw(t.app, shareCalculation, { params: { id: saved.id }, token })))
    const code = expectOk<any>(a).shareCode
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(expectOk<any>(b).shareCode).toBe(code)
    const shared = expectOk(await callApi(t.app, getSharedCalculation, { params: { shareCode: code } }))
    expect(shared).toEqual({ kind: 'sales', name: '一月业绩', inputs: sales, results: computeSales(sales), updatedAt: saved.updatedAt })
    expect((await list(token)).list[0]).toMatchObject({ id: saved.id, shared: true, updatedAt: saved.updatedAt })
  })

  it('answers unknown and malformed codes, and a deleted calculation, as not found', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await createProfit(token))
    const { shareCode } = expectOk(await callApi(t.app, shareCalculation, { params: { id }, token }))
    expectOk(await callApi(t.app, deleteCalculation, { params: { id }, token }))
    expectRefusal(await callApi(t.app, getSharedCalculation, { params: { shareCode } }), 'NOT_FOUND', '分享的计算不存在或已删除')
    expectRefusal(await callApi(t.app, getSharedCalculation, { params: { shareCode: 'short' } }), 'VALIDATION', '分享码无效')
  })
})

describe('owner scoping', () => {
  it("answers another user's calculation exactly like a missing one, for every verb", async () => {
    const owner = await t.createUser()
    const stranger = await t.createUser()
    const { id } = expectOk<any>(await createSales(owner.token))
    for (const target of [id, 2_000_000_000]) {
      const answers = await Promise.all([
        callApiRaw(t.app, getCalculation, { params: { id: target }, token: stranger.token }),
        callApiRaw(t.app, updateCalculation, { params: { id: target }, body: { name: '偷改' }, token: stranger.token }),
        callApiRaw(t.app, deleteCalculation, { params: { id: target }, token: stranger.token }),
        callApiRaw(t.app, shareCalculation, { params: { id: target }, token: stranger.token })
      ])
      for (const res of answers) {
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ status: 0, code: 'NOT_FOUND', message: '该计算不存在或已删除', data: null })
      }
    }
    expect((await list(stranger.token)).total).toBe(0)
    expect(expectOk(await callApi(t.app, getCalculation, { params: { id }, token: owner.token }))).toMatchObject({ name: '一月业绩', shareCode: null })
  })

  it('refuses a malformed id with a readable message', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, getCalculation, { params: { id: 'abc' }, token }), 'VALIDATION', '计算编号无效')
  })

  it.each(
    [listCalculations, createCalculation, getCalculation, updateCalculation, deleteCalculation, shareCalculation]
      .map((endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const)
  )('answers 401 to %s %s with no token', async (method, _path, endpoint) => {
    const res = await callApiRaw(t.app, endpoint, { params: { id: 1 }, body: method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined })
    expect(res.statusCode).toBe(401)
  })
})
