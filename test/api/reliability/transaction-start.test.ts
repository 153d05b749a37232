// A transaction whose BEGIN fails gives its pooled connection back (server/src/db/transaction-start-guard.ts): drizzle's
// node-postgres transaction() sends BEGIN outside the try/finally that releases the client, so without the guard
// every such failure (PostgreSQL restarted or crashed just after checkout) loses a pool slot for good. Driven
// through drizzle's own transaction() with a pool whose client fails as a dead connection does; test/faults crashes
// a real PostgreSQL under load.
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { guardTransactionStart } from '../../../server/src/db/transaction-start-guard'

interface FakeClient {
  sent: string[]
  released: unknown[]
  query: (config: unknown, values?: unknown) => Promise<{ rows: unknown[]; fields: unknown[] }>
  release: (err?: Error) => void
}

/** A pooled client whose statements matching `fails` reject with "Connection terminated unexpectedly". */
function fakeClient(fails: RegExp | null): FakeClient {
  const client: FakeClient = {
    sent: [],
    released: [],
    query: async (config) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text
      client.sent.push(text)
      if (fails?.test(text)) throw new Error('Connection terminated unexpectedly')
      return { rows: [], fields: [] }
    },
    release: (err) => { client.released.push(err ?? 'ok') }
  }
  guardTransactionStart(client as never)
  return client
}

/** drizzle treats a client whose class name holds "Pool" as a pool: it checks a client out per transaction. */
class FakePool {
  constructor(private readonly client: FakeClient) {}
  connect = async () => this.client
}

const transactionOn = (client: FakeClient, body: () => Promise<void> = async () => {}) =>
  drizzle({ client: new FakePool(client) as never }).transaction(async (tx) => {
    await tx.execute(sql`select 1`)
    await body()
  })

it('releases the client with the error when BEGIN fails, so the pool drops it instead of losing the slot', async () => {
  const client = fakeClient(/^begin/i)
  await expect(transactionOn(client)).rejects.toThrow()
  expect(client.sent).toEqual(['begin'])
  expect(client.released).toHaveLength(1)
  expect(client.released[0]).toBeInstanceOf(Error)
})

it('leaves a transaction that starts to drizzle: released once, after commit', async () => {
  const client = fakeClient(null)
  await transactionOn(client)
  expect(client.sent).toEqual(['begin', 'select 1', 'commit'])
  expect(client.released).toEqual(['ok'])
})

it('leaves a failing transaction body to drizzle: rolled back and released once', async () => {
  const client = fakeClient(null)
  await expect(transactionOn(client, async () => { throw new Error('a rule refused') })).rejects.toThrow('a rule refused')
  expect(client.sent).toEqual(['begin', 'select 1', 'rollback'])
  expect(client.released).toEqual(['ok'])
})

it('guards a client once however often the pool reports it', async () => {
  const client = fakeClient(/^begin/i)
  guardTransactionStart(client as never)
  await expect(transactionOn(client)).rejects.toThrow()
  expect(client.released).toHaveLength(1)
})
