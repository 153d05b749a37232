// A goods scheduled in the back office (on_sale with publish_at ahead) is not for learners until its time: not in
// the list, the cities or the hot terms, off sale on its page, refused by the price check; from publish_at on it is.
import { expectOk, expectRefusal } from '../helpers/api'
import { catalogApp, makeClass, type CatalogTest } from '../helpers/catalog-fixtures'
import { createAdminGoods, getAdminGoods, listAdminGoods, publishAdminGoods, unpublishAdminGoods } from '@contract/catalog/admin-endpoints'
import { getGoods, listGoods, listGoodsCities } from '@contract/catalog/endpoints'
import { quoteOrder } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let c: CatalogTest
let admin: string
let learner: string
let goodsId: number
let classId: number
const HOUR = 60 * 60 * 1000
const TITLE = '定时上架的课程'

beforeAll(async () => {
  c = await catalogApp()
  admin = (await c.t.createUser({ roles: ['admin'] })).token
  learner = (await c.t.createUser()).token
  const g = expectOk(await callApi(c.t.app, createAdminGoods, { body: {
    kind: 'course', title: TITLE, priceFen: 10_000, originalPriceFen: 10_000, tags: ['独有标签']
  }, token: admin }))
  goodsId = g.id
  classId = await makeClass(c.t.db, goodsId, { city: '拉萨', startDate: '2026-06-01', endDate: '2026-06-03' })
  const publishAt = new Date(c.clock.now().getTime() + 2 * HOUR).toISOString()
  const scheduled = expectOk(await callApi(c.t.app, publishAdminGoods, { params: { id: goodsId }, body: { publishAt }, token: admin }))
  expect(scheduled).toMatchObject({ state: 'scheduled', onSale: true, publishAt })
})
afterAll(() => c.t.close())

const listed = async () => expectOk(await callApi(c.t.app, listGoods, { query: { keyword: TITLE } })).total
const cities = async () => expectOk(await callApi(c.t.app, listGoodsCities))
const quote = () => callApiRaw(c.t.app, quoteOrder, { body: { goodsId, classId }, token: learner })

it('is hidden from learners before its time, and the back office lists it as scheduled', async () => {
  expect(await listed()).toBe(0)
  expect(await cities()).not.toContain('拉萨')
  expect(expectOk(await callApi(c.t.app, getGoods, { params: { id: goodsId } })).onSale).toBe(false)
  expectRefusal(await quote(), 'GOODS_OFF_SALE', '商品已下架')
  const admins = expectOk(await callApi(c.t.app, listAdminGoods, { query: { state: 'scheduled' }, token: admin }))
  expect(admins.list.map((g: any) => g.id)).toEqual([goodsId])
  expect(expectOk(await callApi(c.t.app, listAdminGoods, { query: { state: 'on_sale', size: 50 }, token: admin })).list.map((g: any) => g.id)).not.toContain(goodsId)
})

it('is on sale everywhere from publish_at on (the server clock decides)', async () => {
  c.clock.advance(2 * HOUR)
  expect(await listed()).toBe(1)
  expect(await cities()).toContain('拉萨')
  expect(expectOk(await callApi(c.t.app, getGoods, { params: { id: goodsId } })).onSale).toBe(true)
  expect(expectOk<any>(await quote())).toMatchObject({ priceFen: 10_000, amountDueFen: 10_000 })
  expect(expectOk(await callApi(c.t.app, getAdminGoods, { params: { id: goodsId }, token: admin })).state).toBe('on_sale')
})

it('goes off sale again when unpublished, which also drops the schedule', async () => {
  const off = expectOk(await callApi(c.t.app, unpublishAdminGoods, { params: { id: goodsId }, token: admin }))
  expect(off).toMatchObject({ state: 'off_sale', publishAt: null })
  expect(await listed()).toBe(0)
})
