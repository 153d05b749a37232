// Several API nodes over one PostgreSQL database (MULTI_NODE): two app instances, each with its own connection pool
// and process state, share one database. A client spreading requests over both meets ONE rate limit (counted in the
// database), and timed work (the order sweep) runs once per round on one of the nodes, through pg-boss. PGlite is one
// process's database and cannot be shared, so the two-node part runs only with TEST_DATABASE_URL (as CI does); the
// database store itself is also checked on one node, on either database.
import { getHealth } from '@contract/system/endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import type { JobQueue } from '../../../server/src/contexts/system'
import { RATE_LIMITS } from '../../../server/src/http/rate-limit'
import { callApiRaw } from '../helpers/contract'
import { startTestQueue, waitFor } from '../helpers/job-queue'
import { createSecondNode, createTestApp, type TestApp } from '../helpers/test-app'

const LIMIT = 10
// MULTI_NODE needs DATABASE_URL in the configuration; the apps are handed their database (the test's), so on PGlite
// this URL is never opened.
const MULTI_NODE = { MULTI_NODE: 'true', DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused', RATE_LIMIT_MAX: String(LIMIT) }
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

let a: TestApp
beforeAll(async () => {
  a = await createTestApp(MULTI_NODE)
})
afterAll(() => a.close())

describe('the rate limits counted in the database, on one node', () => {
  it('refuses exactly the requests of a burst past the limit, per address', async () => {
    const burst = await Promise.all(Array.from({ length: 16 }, () => callApiRaw(a.app, getHealth, { ip: '10.201.0.1' })))
    const statuses = burst.map((res) => res.statusCode)
    expect(count(statuses, 200)).toBe(LIMIT)
    expect(count(statuses, 429)).toBe(6)
    expect(burst.find((res) => res.statusCode === 429)?.json().code).toBe('RATE_LIMITED')
    expect(Number(burst[0].headers['x-ratelimit-reset'])).toBeGreaterThan(0)
    expect((await callApiRaw(a.app, getHealth, { ip: '10.201.0.2' })).statusCode).toBe(200)
  })
})

const describeTwoNodes = onPostgres ? describe : describe.skip
if (!onPostgres) {
  console.log('two-nodes: the two-node tests are skipped: PGlite is one process\'s database; set TEST_DATABASE_URL to run them on PostgreSQL')
}

describeTwoNodes('two nodes over one PostgreSQL database', () => {
  let b: Awaited<ReturnType<typeof createSecondNode>>
  beforeAll(async () => {
    b = await createSecondNode(a, MULTI_NODE)
  })
  afterAll(() => b.close())

  it('shares the global limit: requests alternating between the nodes meet one count', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 14; i++) statuses.push((await callApiRaw(i % 2 ? b.app : a.app, getHealth, { ip: '10.201.1.1' })).statusCode)
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200))
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429])
  })

  it("shares a route's own limit too, under a simultaneous burst over both nodes", async () => {
    const tries = RATE_LIMITS.auth.max + 6
    const burst = await Promise.all(Array.from({ length: tries }, (_, i) =>
      callApiRaw(i % 2 ? b.app : a.app, loginByPassword, {
        ip: '10.201.1.2', body: { phone: `1390098${String(i).padStart(4, '0')}`, password: 'wrong-password' }
      })))
    const statuses = burst.map((res) => res.statusCode)
    expect(count(statuses, 429)).toBe(6)
    expect(count(statuses, 200)).toBe(RATE_LIMITS.auth.max)
  })

  /** The same job on both nodes' queues, each run recorded with the node that ran it. */
  async function onBothNodes(name: string, cron: string, runs: Array<{ node: string; at: number }>): Promise<JobQueue[]> {
    const job = (node: string) => ({ name, cron, run: async () => void runs.push({ node, at: Date.now() }) })
    return Promise.all([
      startTestQueue(a.executeSql, a.app.log, [job('a')]),
      startTestQueue(b.executeSql, b.app.log, [job('b')])
    ])
  }

  it('runs a round once when both nodes ask for it at once, on whichever node takes it', async () => {
    const runs: Array<{ node: string; at: number }> = []
    const queues = await onBothNodes('test-once', '0 0 1 1 *', runs)
    const ROUNDS = 6
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        // Six asks at once, three from each node: the queue keeps one round waiting, so one is taken.
        const asks = await Promise.all(Array.from({ length: 6 }, (_, i) => queues[i % 2].runNow('test-once')))
        expect(asks.filter(Boolean)).toHaveLength(1)
        await waitFor(() => runs.length >= round, 20_000, `round ${round}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 1500))
    } finally {
      await Promise.all(queues.map((q) => q.stop()))
    }
    expect(runs).toHaveLength(ROUNDS)
    const onA = runs.filter((r) => r.node === 'a').length
    console.log(`two-nodes: ${ROUNDS} rounds asked 6 times each from both nodes: ${runs.length} runs, ${onA} on node a, ${runs.length - onA} on node b`)
  }, 60_000)

  it('sends a scheduled job once per minute while both nodes keep its schedule', async () => {
    const runs: Array<{ node: string; at: number }> = []
    const queues = await onBothNodes('test-cron', '* * * * *', runs)
    try {
      await waitFor(() => runs.length >= 1, 20_000, 'the first scheduled round')
      // Both cron monitors look every second: a second round within this minute would show here.
      await new Promise((resolve) => setTimeout(resolve, 4000))
    } finally {
      await Promise.all(queues.map((q) => q.stop()))
    }
    const minutes = runs.map((r) => Math.floor(r.at / 60_000))
    expect(new Set(minutes).size).toBe(runs.length)
    console.log(`two-nodes: scheduled every minute on both nodes: ${runs.length} run(s) in the test's minute(s), on ${runs.map((r) => r.node).join(', ')}`)
  }, 40_000)
})
