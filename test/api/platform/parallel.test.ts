// allOf (server/src/db/parallel.ts): a service's independent reads run side by side on the pool, and one after the
// other inside a transaction, whose one connection must not be sent a query while another runs (pg refuses it from
// version 9). Either way the answers come back in the order asked.
import { sql } from 'drizzle-orm'
import { allOf } from '../../../server/src/db/parallel'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function recorder() {
  const events: string[] = []
  const read = (name: string) => async () => {
    events.push(`start ${name}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    events.push(`end ${name}`)
    return name
  }
  return { events, read }
}

it('runs the reads side by side outside a transaction', async () => {
  const { events, read } = recorder()
  expect(await allOf(t.db, read('a'), read('b'))).toEqual(['a', 'b'])
  expect(events).toEqual(['start a', 'start b', 'end a', 'end b'])
})

it('runs them one after the other inside a transaction, on its connection', async () => {
  const { events, read } = recorder()
  const answers = await t.db.transaction((tx) => allOf(tx, read('a'), read('b'),
    () => tx.execute(sql`select 1 as n`), () => tx.execute(sql`select 2 as n`)))
  expect(answers.slice(0, 2)).toEqual(['a', 'b'])
  expect(answers.slice(2).map((result) => Number((result as { rows: Array<{ n: number }> }).rows[0].n))).toEqual([1, 2])
  expect(events).toEqual(['start a', 'end a', 'start b', 'end b'])
})
