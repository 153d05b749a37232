// Timed jobs on pg-boss: the app defines its scheduled jobs when it starts; a failed round is retried after a
// doubling delay, then left failed with its error; operators see every job in GET /api/admin/jobs and run a failed
// one now with POST /api/admin/jobs/retry (admin only, audited). Runs on PGlite and on PostgreSQL.
import { listAuditLog, listJobs, retryJob } from '@contract/system/admin-endpoints'
import type { JobRun } from '@contract/system/shapes'
import type { JobQueue } from '../../../server/src/contexts/system'
import { callApi, callApiRaw } from '../helpers/contract'
import { startTestQueue, waitFor } from '../helpers/job-queue'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let adminToken: string

beforeAll(async () => {
  t = await createTestApp({ JOB_QUEUE: 'true' })
  await t.app.ready()
  adminToken = (await t.createUser({ roles: ['admin'] })).token
})
afterAll(() => t.close())

async function jobs(): Promise<JobRun[]> {
  return (await callApi(t.app, listJobs, { token: adminToken })).data!
}
const jobNamed = async (name: string) => (await jobs()).find((j) => j.name === name)

it("lists the app's scheduled jobs once it has started, each every minute and not run yet", async () => {
  const listed = await jobs()
  expect(listed.map((j) => j.name)).toEqual(['class-notices', 'exam-sweep', 'order-sweep'])
  for (const job of listed) expect(job).toMatchObject({ schedule: '* * * * *', failures: 0, lastError: '' })
  expect(['waiting', 'ok']).toContain(listed[0].state)
})

describe('a round that fails', () => {
  const state = { failing: true, runs: 0 }
  let queue: JobQueue
  beforeAll(async () => {
    queue = await startTestQueue(t.executeSql, t.app.log, [{
      name: 'test-flaky', cron: '0 0 1 1 *', retryLimit: 2, retryDelaySeconds: 1,
      run: async () => {
        state.runs += 1
        if (state.failing) throw new Error(`boom ${state.runs}`)
      }
    }])
  })
  afterAll(() => queue.stop())

  it('is retried after a delay that doubles, then left failed with its error, logged once as such', async () => {
    expect(await queue.runNow('test-flaky')).toBe(true)
    await waitFor(async () => (await jobNamed('test-flaky'))?.state === 'retrying', 15_000, 'the first failure')
    const first = (await jobNamed('test-flaky'))!
    expect(first).toMatchObject({ failures: 1, lastError: 'boom 1' })
    // The first retry waits one to two delays (pg-boss adds jitter), the next two to four.
    const wait = Date.parse(first.retryAt!) - Date.parse(first.lastFailedAt!)
    expect(wait).toBeGreaterThanOrEqual(900)
    expect(wait).toBeLessThanOrEqual(2500)

    await waitFor(async () => (await jobNamed('test-flaky'))?.state === 'failed', 20_000, 'the round to fail for good')
    expect(await jobNamed('test-flaky')).toMatchObject({ failures: 3, lastError: 'boom 3', retryAt: null })
    expect(state.runs).toBe(3)
    expect(t.logs.filter((line) => line.includes('failed after all its retries'))).toHaveLength(1)
  }, 40_000)

  it('runs again when an admin asks, audited with the state it was in', async () => {
    state.failing = false
    const answer = await callApi(t.app, retryJob, { token: adminToken, body: { name: 'test-flaky' } })
    expect(answer.data).toMatchObject({ name: 'test-flaky', state: 'failed', failures: 3 })
    await waitFor(async () => (await jobNamed('test-flaky'))?.state === 'ok', 15_000, 'the round run now')
    const job = (await jobNamed('test-flaky'))!
    expect(job.failures).toBe(0)
    expect(Date.parse(job.lastSucceededAt!)).toBeGreaterThan(Date.parse(job.lastFailedAt!))
    expect(state.runs).toBe(4)

    const audit = (await callApi(t.app, listAuditLog, { token: adminToken, query: { action: 'job.run' } })).data!
    expect(audit.list[0]).toMatchObject({ resourceId: 'test-flaky', summaryCode: 'job.run', summaryParams: { job: 'test-flaky', failures: 3 } })
    expect(audit.list[0].before).toMatchObject({ state: 'failed', failures: 3, lastError: 'boom 3' })
  }, 30_000)

  it('answers a job that is fine as it is, without running it or an audit entry', async () => {
    const before = (await callApi(t.app, listAuditLog, { token: adminToken, query: { action: 'job.run' } })).data!.total
    expect((await callApi(t.app, retryJob, { token: adminToken, body: { name: 'test-flaky' } })).data).toMatchObject({ state: 'ok' })
    expect((await callApi(t.app, listAuditLog, { token: adminToken, query: { action: 'job.run' } })).data!.total).toBe(before)
  })
})

it('refuses an unknown job, and the jobs to anyone but an admin', async () => {
  expect((await callApi(t.app, retryJob, { token: adminToken, body: { name: 'no-such-job' } })).code).toBe('NOT_FOUND')
  const learner = await t.createUser()
  const finance = await t.createUser({ roles: ['finance'] })
  expect((await callApiRaw(t.app, listJobs, {})).statusCode).toBe(401)
  expect((await callApiRaw(t.app, listJobs, { token: learner.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, retryJob, { token: finance.token, body: { name: 'order-sweep' } })).statusCode).toBe(403)
})
