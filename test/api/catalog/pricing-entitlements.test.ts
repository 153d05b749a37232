// What a buyer owns (pricing/entitlements.ts): granted on payment (a bundle grants its items), once per order,
// revoked on refund; the bundle deduction and the goods page follow.
import { eq } from 'drizzle-orm'
import { goods, userGoods } from '../../../server/src/db/schema'
import { computeQuote, grantGoods, ownsGoods, revokeGoods } from '../../../server/src/contexts/catalog'
import { expectOk } from '../helpers/api'
import { catalogApp, type CatalogTest } from '../helpers/catalog-fixtures'
import { getGoods } from '@contract/catalog/endpoints'
import { callApi } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const soldCount = async (id: number) => (await c.t.db.select().from(goods).where(eq(goods.id, id)))[0].soldCount

it('grants a bundle with its items once per order, counts the sale, and revokes it all on refund', async () => {
  const buyer = await c.t.createUser()
  const bundle = c.ids['coach-online-bundle']
  const before = await soldCount(bundle)
  await c.t.db.transaction((tx) => grantGoods(tx, buyer.id, bundle, 501))
  await c.t.db.transaction((tx) => grantGoods(tx, buyer.id, bundle, 501))
  const rows = await c.t.db.select().from(userGoods).where(eq(userGoods.orderId, 501))
  expect(rows.map((r) => [r.goodsId, r.bundleId]).sort()).toEqual(
    [[bundle, null], [c.ids['youth-fitness'], bundle], [c.ids['rehab-posture'], bundle]].sort()
  )
  expect(await soldCount(bundle)).toBe(before + 1)
  expect(await ownsGoods(c.t.db, buyer.id, c.ids['rehab-posture'])).toBe(true)

  const detail = expectOk(await callApi(c.t.app, getGoods, { params: { id: c.ids['nutrition-posture-bundle'] }, token: buyer.token }))
  expect(detail.bundleItems.filter((i: any) => i.owned).map((i: any) => i.goodsId)).toEqual([c.ids['rehab-posture']])
  const quote = await computeQuote(c.t.db, buyer.id, { goodsId: c.ids['nutrition-posture-bundle'], points: 0 }, c.clock.now())
  expect(quote.bundleDeductionFen).toBe(128_000)

  expect(await c.t.db.transaction((tx) => revokeGoods(tx, 501, c.clock.now()))).toBe(3)
  expect(await c.t.db.transaction((tx) => revokeGoods(tx, 501, c.clock.now()))).toBe(0)
  expect(await soldCount(bundle)).toBe(before)
  expect(await ownsGoods(c.t.db, buyer.id, c.ids['rehab-posture'])).toBe(false)
})

it('keeps what another order granted when one order is refunded', async () => {
  const buyer = await c.t.createUser()
  await c.t.db.transaction((tx) => grantGoods(tx, buyer.id, c.ids['rehab-posture'], 601))
  await c.t.db.transaction((tx) => grantGoods(tx, buyer.id, c.ids['coach-online-bundle'], 602))
  await c.t.db.transaction((tx) => revokeGoods(tx, 602, c.clock.now()))
  expect(await ownsGoods(c.t.db, buyer.id, c.ids['rehab-posture'])).toBe(true)
  expect(await ownsGoods(c.t.db, buyer.id, c.ids['youth-fitness'])).toBe(false)
})
