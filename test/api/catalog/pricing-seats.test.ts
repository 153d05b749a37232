// Seats (pricing/seats.ts) under real parallel transactions: a class with 3 seats takes exactly 3 of 10 buyers,
// turns full, and opens again when a seat comes back (never above its capacity).
import { eq } from 'drizzle-orm'
import type { Db } from '../../../server/src/db'
import { examSessions, goodsClasses } from '../../../server/src/db/schema'
import { releaseSeat, takeSeat } from '../../../server/src/contexts/catalog'
import { catalogApp, makeClass, makeGoods, makeSession, type CatalogTest } from '../helpers/catalog-fixtures'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

/** n transactions running `run` at the same time. */
const settle = (n: number, run: (tx: Db) => Promise<void>) => Promise.allSettled(Array.from({ length: n }, () => c.t.db.transaction(run)))
const fulfilled = (results: PromiseSettledResult<unknown>[]) => results.filter((r) => r.status === 'fulfilled').length

it('gives the 3 seats of a class to exactly 3 of 10 parallel buyers and marks it full', async () => {
  const classId = await makeClass(c.t.db, await makeGoods(c.t.db), { capacity: 3, seatsLeft: 3 })
  const results = await settle(10, (tx) => takeSeat(tx, { classId }))
  expect(fulfilled(results)).toBe(3)
  for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
    expect(r.reason).toMatchObject({ code: 'SEAT_TAKEN', message: '名额已满，请选择其他班级' })
  }
  const [row] = await c.t.db.select().from(goodsClasses).where(eq(goodsClasses.id, classId))
  expect(row).toMatchObject({ seatsLeft: 0, status: 'full' })
})

it('opens a full class again when a seat is released, never above capacity', async () => {
  const classId = await makeClass(c.t.db, await makeGoods(c.t.db), { capacity: 2, seatsLeft: 0, status: 'full' })
  await c.t.db.transaction((tx) => releaseSeat(tx, { classId }))
  let [row] = await c.t.db.select().from(goodsClasses).where(eq(goodsClasses.id, classId))
  expect(row).toMatchObject({ seatsLeft: 1, status: 'upcoming' })
  for (let i = 0; i < 3; i++) await c.t.db.transaction((tx) => releaseSeat(tx, { classId }))
  ;[row] = await c.t.db.select().from(goodsClasses).where(eq(goodsClasses.id, classId))
  expect(row.seatsLeft).toBe(2)
})

it('takes exam session seats the same way', async () => {
  const examSessionId = await makeSession(c.t.db, await makeGoods(c.t.db, { kind: 'exam' }), { capacity: 2, seatsLeft: 2 })
  const results = await settle(6, (tx) => takeSeat(tx, { examSessionId }))
  expect(fulfilled(results)).toBe(2)
  const [row] = await c.t.db.select().from(examSessions).where(eq(examSessions.id, examSessionId))
  expect(row).toMatchObject({ seatsLeft: 0, status: 'full' })
  await c.t.db.transaction((tx) => releaseSeat(tx, { examSessionId }))
  const [after] = await c.t.db.select().from(examSessions).where(eq(examSessions.id, examSessionId))
  expect(after).toMatchObject({ seatsLeft: 1, status: 'open' })
})

it('refuses a seat in a class taken off sale', async () => {
  const classId = await makeClass(c.t.db, await makeGoods(c.t.db), { status: 'off_sale' })
  await expect(c.t.db.transaction((tx) => takeSeat(tx, { classId }))).rejects.toMatchObject({ code: 'SEAT_TAKEN' })
})
