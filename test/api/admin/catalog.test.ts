// The back office's goods (/api/admin/goods*): who may call, the list's filters and paging, create and edit with
// field messages, sanitised rich text, bundles and agreements, publish and unpublish, and the audit rows.
import { and, eq } from 'drizzle-orm'
import { seedAgreements, SEED_GOODS } from '../../../server/seed'
import { agreements, auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { catalogApp, type CatalogTest } from '../helpers/catalog-fixtures'
import { getGoods, listGoods } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'
import type { Endpoint } from '@contract/define'
import type { AdminGoodsInput } from '@contract/catalog/admin-shapes'
import { createAdminGoods, getAdminGoods, listAdminGoods, publishAdminGoods, unpublishAdminGoods, updateAdminGoods } from '@contract/catalog/admin-endpoints'

let c: CatalogTest
let admin: string
let content: string
let learner: string
let finance: string
let academic: string
beforeAll(async () => {
  c = await catalogApp()
  await seedAgreements(c.t.db)
  admin = (await c.t.createUser({ roles: ['admin'] })).token
  content = (await c.t.createUser({ roles: ['content'] })).token
  learner = (await c.t.createUser()).token
  finance = (await c.t.createUser({ roles: ['finance'] })).token
  academic = (await c.t.createUser({ roles: ['academic'] })).token
})
afterAll(() => c.t.close())

const course = (extra: Partial<AdminGoodsInput> = {}): AdminGoodsInput => ({ kind: 'course', title: '后台新建课程', priceFen: 99_900, originalPriceFen: 129_900, ...extra })
const create = async (body: AdminGoodsInput, token = admin) => expectOk<any>(await callApi(c.t.app, createAdminGoods, { body: body, token: token }))
const auditOf = (action: string, resourceId: number) =>
  c.t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.resourceId, String(resourceId))))

function expectField(res: { json(): any }, field: string, message: string | RegExp) {
  const body = expectRefusal(res as never, 'VALIDATION')
  expect(body.fields).toEqual(expect.arrayContaining([{ field, message: expect.stringMatching(message) }]))
  return body
}

describe('access', () => {
  it.each([
    ['GET', listAdminGoods],
    ['POST', createAdminGoods],
    ['PUT', publishAdminGoods]
  ] as Array<[string, Endpoint]>)('%s %s: 401 without a token, 403 for a learner and for finance', async (method, endpoint) => {
    const send = (token?: string) =>
      callApiRaw(c.t.app, endpoint, { params: { id: 1 }, body: method === 'GET' ? undefined : {}, token, ip: '127.0.0.1' })
    expect((await send()).statusCode).toBe(401)
    expect((await send(learner)).statusCode).toBe(403)
    expect((await send(finance)).statusCode).toBe(403)
    expect((await send(academic)).statusCode).toBe(403)
  })

  it('lets content operators in', async () => {
    expect(expectOk(await callApi(c.t.app, listAdminGoods, { token: content })).total).toBe(SEED_GOODS.length)
  })
})

describe('the goods list', () => {
  const list = async (query = '') => expectOk<any>(await callApiRaw(c.t.app, listAdminGoods, { query, token: admin }))

  it('lists goods of every state, highest sort first, with counts of classes and sessions', async () => {
    const page = await list('?size=5')
    expect(page).toMatchObject({ total: SEED_GOODS.length, page: 1, size: 5 })
    expect(page.list[0]).toMatchObject({ id: c.ids['fitness-coach-national'], kind: 'course', state: 'on_sale', publishAt: null, classCount: expect.any(Number) })
    expect(page.list[0].classCount).toBeGreaterThan(0)
  })

  it('filters by kind, state and keyword (title, subtitle or slug), and pages past the end', async () => {
    expect((await list('?kind=exam')).total).toBe(4)
    const off = await list('?state=off_sale')
    expect(off.total).toBe(SEED_GOODS.filter((g) => g.onSale === false).length)
    expect(off.list.every((g: any) => g.state === 'off_sale')).toBe(true)
    expect((await list(`?keyword=${encodeURIComponent('普拉提')}`)).total).toBe(2)
    expect((await list(`?keyword=${encodeURIComponent('墊上34式')}`)).total).toBe(1) // Traditional finds Simplified
    expect(await list('?keyword=zzzz&page=3')).toEqual({ list: [], total: 0, page: 3, size: 10 })
  })

  it.each([
    ['?state=sold', '上架状态无效'],
    ['?kind=food', '商品类型无效'],
    ['?size=51', '每页条数不能超过50'],
    ['?sort=id', '不支持的参数：sort']
  ])('refuses %s', async (query, message) => {
    expectRefusal(await callApiRaw(c.t.app, listAdminGoods, { query, token: admin }), 'VALIDATION', message)
  })
})

describe('creating and editing a goods', () => {
  it('creates a course off sale with a generated slug, sanitised rich text, and an audit row', async () => {
    const html = '<p>简介</p><script>alert(1)</script><img src="/uploads/2026/03/a.png" onerror="alert(1)"><div onclick="x()">正文</div>'
    const g = await create(course({ descriptionHtml: html, cover: '/uploads/2026/03/cover.jpg', tags: ['入门'] }))
    expect(g).toMatchObject({ kind: 'course', state: 'off_sale', onSale: false, publishAt: null, cover: '/uploads/2026/03/cover.jpg', tags: ['入门'], classes: [] })
    expect(g.slug).toMatch(/^course-[0-9a-f]{10}$/)
    expect(g.descriptionHtml).toBe('<p>简介</p><img src="/uploads/2026/03/a.png">正文')
    expect(g.descriptionHtml).not.toMatch(/script|onerror|onclick/)
    // Not for learners until published.
    expect(expectOk(await callApi(c.t.app, getGoods, { params: { id: g.id } })).onSale).toBe(false)
    expect(expectOk(await callApi(c.t.app, listGoods, { query: { keyword: '后台新建课程' } })).total).toBe(0)
    const [entry] = await auditOf('goods.create', g.id)
    expect(entry).toMatchObject({ resource: 'goods', before: null, after: expect.objectContaining({ title: '后台新建课程', priceFen: 99_900 }) })
  })

  it('names the field of each mistake', async () => {
    const post = (body: object) => callApiRaw(c.t.app, createAdminGoods, { body: body, token: admin })
    expectField(await post(course({ title: '  ' })), 'title', '请填写商品名称')
    expectField(await post(course({ title: '长'.repeat(61) })), 'title', '商品名称不能超过60个字')
    expectField(await post(course({ originalPriceFen: 100 })), 'originalPriceFen', '原价不能低于售价')
    expectField(await post(course({ priceFen: 12.5 })), 'priceFen', '售价应精确到分')
    expectField(await post(course({ priceFen: -1 })), 'priceFen', '售价不能为负')
    expectField(await post(course({ cover: 'https://evil.example/a.png' })), 'cover', '封面应为上传后的图片路径')
    expectField(await post({ ...course(), kind: 'food' }), 'kind', '商品类型')
    expectField(await post(course({ bundleItemIds: [c.ids['cpr-aed-exam']] })), 'bundleItemIds', '只有套餐可以选择套餐内容')
    expectField(await post(course({ kind: 'bundle' })), 'bundleItemIds', '请选择套餐内容')
    const body = expectRefusal(await post({ kind: 'course' }), 'VALIDATION')
    expect(body.fields.map((f: any) => f.field)).toEqual(expect.arrayContaining(['title', 'priceFen', 'originalPriceFen']))
    expectRefusal(await post({ ...course(), slug: 'mine' }), 'VALIDATION', '不支持的参数：slug')
  })

  it('builds a bundle of existing non-bundle goods, with goods agreements', async () => {
    const [agreement] = await c.t.db.select().from(agreements).where(eq(agreements.kind, 'goods')).limit(1)
    const items = [c.ids['cpr-aed-exam'], c.ids['pilates-mat-basic']]
    const g = await create({ kind: 'bundle', title: '后台套餐', priceFen: 1000, originalPriceFen: 2000, bundleItemIds: items, agreementIds: [agreement.id] })
    expect(g).toMatchObject({ bundleItemIds: items, agreementIds: [agreement.id] })
    const post = (body: object) => callApiRaw(c.t.app, createAdminGoods, { body: body, token: admin })
    expectRefusal(await post({ ...course({ kind: 'bundle' }), bundleItemIds: [g.id] }), 'BUNDLE_ITEM_INVALID')
    expectRefusal(await post({ ...course({ kind: 'bundle' }), bundleItemIds: [2_000_000] }), 'BUNDLE_ITEM_INVALID')
    const [userAgreement] = await c.t.db.select().from(agreements).where(eq(agreements.kind, 'user'))
    expectRefusal(await post(course({ agreementIds: [userAgreement.id] })), 'AGREEMENT_INVALID', '购买协议')
    // An item of a bundle can't become a bundle itself.
    const item = expectOk(await callApi(c.t.app, getAdminGoods, { params: { id: items[0] }, token: admin }))
    const res = await callApiRaw(c.t.app, updateAdminGoods, { params: { id: items[0] }, body: { kind: 'bundle', title: item.title, priceFen: 1, originalPriceFen: 1, bundleItemIds: [items[1]] }, token: admin })
    expectRefusal(res, 'BUNDLE_ITEM_INVALID', '已被其他套餐包含')
  })

  it('edits every field, keeps the sale state, and audits before and after', async () => {
    const g = await create(course())
    const edited = expectOk<any>(await callApi(c.t.app, updateAdminGoods, { params: { id: g.id }, body: course({ title: '改名后的课程', subtitle: '副标题', priceFen: 500, originalPriceFen: 500, ships: true, sort: 7 }), token: content }))
    expect(edited).toMatchObject({ id: g.id, slug: g.slug, title: '改名后的课程', subtitle: '副标题', priceFen: 500, ships: true, sort: 7, state: 'off_sale' })
    const [entry] = await auditOf('goods.update', g.id)
    expect(entry.before).toMatchObject({ title: '后台新建课程', priceFen: 99_900 })
    expect(entry.after).toMatchObject({ title: '改名后的课程', priceFen: 500 })
  })

  it('answers a missing goods with NOT_FOUND', async () => {
    expectRefusal(await callApi(c.t.app, getAdminGoods, { params: { id: 999999 }, token: admin }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApiRaw(c.t.app, updateAdminGoods, { params: { id: 999999 }, body: course(), token: admin }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApi(c.t.app, publishAdminGoods, { params: { id: 999999 }, body: {}, token: admin }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApi(c.t.app, getAdminGoods, { params: { id: 'abc' }, token: admin }), 'VALIDATION', '商品编号无效')
  })
})

describe('publish and unpublish', () => {
  it('publishes at once, refuses twice, unpublishes, and audits each', async () => {
    const g = await create(course({ title: '上架测试课程' }))
    const published = expectOk(await callApi(c.t.app, publishAdminGoods, { params: { id: g.id }, body: {}, token: admin }))
    expect(published).toMatchObject({ state: 'on_sale', onSale: true, publishAt: null })
    expect(expectOk(await callApi(c.t.app, listGoods, { query: { keyword: '上架测试课程' } })).total).toBe(1)
    expectRefusal(await callApi(c.t.app, publishAdminGoods, { params: { id: g.id }, body: {}, token: admin }), 'CONFLICT', '商品已在售')
    expect(expectOk(await callApi(c.t.app, unpublishAdminGoods, { params: { id: g.id }, token: admin }))).toMatchObject({ state: 'off_sale' })
    expectRefusal(await callApi(c.t.app, unpublishAdminGoods, { params: { id: g.id }, token: admin }), 'CONFLICT', '商品已下架')
    expect(expectOk(await callApi(c.t.app, getGoods, { params: { id: g.id } })).onSale).toBe(false)
    expect(await auditOf('goods.publish', g.id)).toHaveLength(1)
    const [off] = await auditOf('goods.unpublish', g.id)
    expect(off).toMatchObject({ before: { onSale: true }, after: { onSale: false } })
  })

  it('refuses a schedule in the past and a malformed time, beside the field', async () => {
    const g = await create(course())
    const past = new Date(c.clock.now().getTime() - 60_000).toISOString()
    expectRefusal(await callApi(c.t.app, publishAdminGoods, { params: { id: g.id }, body: { publishAt: past }, token: admin }), 'PUBLISH_AT_PAST')
    expectField(await callApiRaw(c.t.app, publishAdminGoods, { params: { id: g.id }, body: { publishAt: 'tomorrow' }, token: admin }), 'publishAt', '定时上架时间格式无效')
  })
})
