// Several API nodes over one PostgreSQL database (MULTI_NODE): two app instances, each with its own connection pool
// and process state, share one database. A client spreading requests over both meets ONE rate limit (counted in the
// database), and timed work (the order sweep) runs on one node per period, whichever claims it. PGlite is one
// process's database and cannot be shared, so the two-node part runs only with TEST_DATABASE_URL (as CI does); the
// database store itself is also checked on one node, on either database.
import Fastify from 'fastify'
import { getHealth } from '@contract/system/endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { claimJobRun, installTimedJob } from '../../../server/src/contexts/system'
import { RATE_LIMITS } from '../../../server/src/http/rate-limit'
import { callApiRaw } from '../helpers/contract'
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

  it('lets one claim of a job period win among many at once from both nodes', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimJobRun(i % 2 ? b.db : a.db, 'test-claim', 60_000)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimJobRun(a.db, 'test-claim', 60_000)).toBe(false)
  })

  it('runs a timed job on one node per period while both tick', async () => {
    const PERIOD = 250
    const starts: Array<{ node: string; at: number }> = []
    const nodes = [{ name: 'a', db: a.db }, { name: 'b', db: b.db }].map(({ name, db }) => {
      const app = Fastify()
      installTimedJob(app, { db, log: a.app.log }, { name: 'test-timed', periodMs: PERIOD, run: async () => void starts.push({ node: name, at: Date.now() }) })
      return app
    })
    await Promise.all(nodes.map((app) => app.ready()))
    const began = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await Promise.all(nodes.map((app) => app.close()))
    const elapsed = Date.now() - began
    // Each node ticks every period: without the claim there would be about 2 × elapsed / PERIOD runs.
    const ticksOfOneNode = elapsed / PERIOD
    expect(starts.length).toBeGreaterThan(ticksOfOneNode * 0.5)
    expect(starts.length).toBeLessThanOrEqual(Math.ceil(elapsed / (PERIOD * 0.9)) + 1)
    const gaps = starts.slice(1).map((s, i) => s.at - starts[i].at)
    // A claim needs 90 % of a period since the last start (the database's clock; a few ms of leeway for this one).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PERIOD * 0.9 - 20)
    console.log(`two-nodes: timed job, ${starts.length} runs in ${elapsed} ms (period ${PERIOD} ms): ` +
      `${count(starts.map((s) => (s.node === 'a' ? 1 : 2)), 1)} on node a, ${count(starts.map((s) => (s.node === 'a' ? 1 : 2)), 2)} on node b`)
  }, 15_000)
})
