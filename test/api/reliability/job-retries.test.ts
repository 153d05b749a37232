// Timed jobs that fail: each failed round is retried after a delay that doubles per failure in a row (capped); after
// MAX_FAILURES failures in a row the job is dead (no node starts it, logged once), operators see it in
// GET /api/admin/jobs and start it again with POST /api/admin/jobs/retry (admin only, audited). The database's clock
// decides what is due, so the test moves a job's times back in its row instead of waiting.
import { sql } from 'drizzle-orm'
import { listAuditLog, listJobs, retryJob } from '@contract/system/admin-endpoints'
import { MAX_FAILURES, runTimedJobRound, type TimedJob } from '../../../server/src/contexts/system'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const PERIOD_MS = 60_000
let t: TestApp
let adminToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await t.createUser({ roles: ['admin'] })).token
})
afterAll(() => t.close())

/** A job whose rounds fail while `failing.value` is true, counting its runs. */
function flakyJob(name: string) {
  const state = { failing: true, runs: 0 }
  const job: TimedJob = {
    name, periodMs: PERIOD_MS,
    run: async () => {
      state.runs += 1
      if (state.failing) throw new Error(`boom ${state.runs}`)
    }
  }
  return { job, state }
}

const round = (job: TimedJob) => runTimedJobRound({ db: t.db, log: t.app.log }, job)

/** Makes the job due now: its last start a period ago and any retry delay over (as the clock moving on would). */
async function makeDue(name: string) {
  await t.db.execute(sql`update job_runs set last_started_at = now() - interval '2 minutes',
    retry_at = case when retry_at is null then null else now() - interval '1 second' end where name = ${name}`)
}

async function jobRow(name: string) {
  const jobs = (await callApi(t.app, listJobs, { token: adminToken })).data!
  return jobs.find((j) => j.name === name)!
}

const delayMs = (j: { retryAt: string | null; lastFailedAt: string | null }) => Date.parse(j.retryAt!) - Date.parse(j.lastFailedAt!)

describe('a failing timed job', () => {
  it('is retried after a doubling delay, not at the next tick, and a success resets it', async () => {
    const { job, state } = flakyJob('test-flaky')
    await round(job)
    let row = await jobRow('test-flaky')
    expect(row).toMatchObject({ state: 'retrying', failures: 1, lastError: 'boom 1', runs: 1 })
    expect(delayMs(row)).toBe(PERIOD_MS)

    // The next period comes, but the retry delay has not passed: nothing runs.
    await t.db.execute(sql`update job_runs set last_started_at = now() - interval '2 minutes' where name = 'test-flaky'`)
    await round(job)
    expect(state.runs).toBe(1)

    await makeDue('test-flaky')
    await round(job)
    row = await jobRow('test-flaky')
    expect(row).toMatchObject({ state: 'retrying', failures: 2, lastError: 'boom 2' })
    expect(delayMs(row)).toBe(2 * PERIOD_MS)

    state.failing = false
    await makeDue('test-flaky')
    await round(job)
    row = await jobRow('test-flaky')
    expect(row).toMatchObject({ state: 'ok', failures: 0, retryAt: null, runs: 3 })
    expect(row.lastSucceededAt).not.toBeNull()
  })

  it(`is dead after ${MAX_FAILURES} failures in a row: never started again, logged as dead once`, async () => {
    const { job, state } = flakyJob('test-dying')
    const logsBefore = t.logs.length
    for (let i = 0; i < MAX_FAILURES; i++) {
      await makeDue('test-dying')
      await round(job)
    }
    const row = await jobRow('test-dying')
    expect(row).toMatchObject({ state: 'dead', failures: MAX_FAILURES, lastError: `boom ${MAX_FAILURES}` })
    const deadLines = t.logs.slice(logsBefore).filter((line) => line.includes('dead until an operator retries it'))
    expect(deadLines).toHaveLength(1)

    for (let i = 0; i < 3; i++) {
      await makeDue('test-dying')
      await round(job)
    }
    expect(state.runs).toBe(MAX_FAILURES)
  })

  it('caps the delay at an hour', async () => {
    await t.db.execute(sql`insert into job_runs (name, failures, state) values ('test-capped', 20, 'retrying')`)
    await round(flakyJob('test-capped').job)
    const row = await jobRow('test-capped')
    expect(row.state).toBe('dead')
    expect(delayMs(row)).toBe(60 * 60_000)
  })
})

describe('operators and dead jobs', () => {
  it('lets an admin start a dead job again: due at once, failures reset, audited with the state before', async () => {
    const { job, state } = flakyJob('test-revived')
    for (let i = 0; i < MAX_FAILURES; i++) {
      await makeDue('test-revived')
      await round(job)
    }
    state.failing = false
    const revived = (await callApi(t.app, retryJob, { body: { name: 'test-revived' }, token: adminToken })).data!
    expect(revived).toMatchObject({ name: 'test-revived', state: 'ok', failures: 0, retryAt: null, lastStartedAt: null })
    await round(job)
    expect(state.runs).toBe(MAX_FAILURES + 1)
    expect((await jobRow('test-revived')).state).toBe('ok')

    const audit = (await callApi(t.app, listAuditLog, { query: { page: 1, size: 5, resource: 'job' }, token: adminToken })).data!
    expect(audit.list[0]).toMatchObject({ action: 'job.retry', resourceId: 'test-revived' })
    expect(audit.list[0].before).toMatchObject({ state: 'dead', failures: MAX_FAILURES })
  })

  it('answers a job that is fine as it is, without an audit entry, and an unknown one as not found', async () => {
    const auditBefore = (await callApi(t.app, listAuditLog, { query: { page: 1, size: 1, resource: 'job' }, token: adminToken })).data!.total
    const fine = (await callApi(t.app, retryJob, { body: { name: 'test-revived' }, token: adminToken })).data!
    expect(fine.state).toBe('ok')
    expect((await callApi(t.app, listAuditLog, { query: { page: 1, size: 1, resource: 'job' }, token: adminToken })).data!.total).toBe(auditBefore)
    const missing = await callApi(t.app, retryJob, { body: { name: 'no-such-job' }, token: adminToken })
    expect(missing).toMatchObject({ status: 0, code: 'NOT_FOUND', message: '定时任务不存在' })
  })

  it('keeps the jobs to admins: 401 signed out, 403 for other operators', async () => {
    expect((await callApiRaw(t.app, listJobs)).statusCode).toBe(401)
    const { token } = await t.createUser({ roles: ['finance'] })
    expect((await callApiRaw(t.app, listJobs, { token })).statusCode).toBe(403)
    expect((await callApiRaw(t.app, retryJob, { body: { name: 'test-revived' }, token })).statusCode).toBe(403)
  })
})
