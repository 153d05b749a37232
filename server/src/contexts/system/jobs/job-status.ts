// The timed jobs as operators see them, read from pg-boss's own tables: every queue with its schedule and how its
// last finished (or failed) round went. Rounds are kept there for a while after they end (pg-boss archives and
// deletes them), which is as far back as this looks.
import type { JobRun } from '@contract/system/shapes'
import type { SqlRunner } from '../../../db'
import { JOB_SCHEMA } from './job-queue'

interface StatusRow {
  name: string
  cron: string | null
  state: 'completed' | 'failed' | 'retry' | 'cancelled' | null
  failures: number | null
  last_error: string | null
  last_started_at: Date | null
  last_succeeded_at: Date | null
  last_failed_at: Date | null
  retry_at: Date | null
}

// The latest round that got anywhere (done, failed, or failed and waiting to be retried) gives the state; a round
// still waiting its turn or running says nothing yet.
const STATUS_SQL = `
  select q.name, s.cron, last.state, last.retry_count as failures, bad.output->>'message' as last_error,
    started.started_on as last_started_at, ok.completed_on as last_succeeded_at,
    coalesce(bad.completed_on, bad.started_on) as last_failed_at,
    case when last.state = 'retry' then last.start_after end as retry_at
  from ${JOB_SCHEMA}.queue q
  left join ${JOB_SCHEMA}.schedule s on s.name = q.name
  left join lateral (select state, retry_count, start_after from ${JOB_SCHEMA}.job j
    where j.name = q.name and j.state in ('completed', 'failed', 'retry', 'cancelled')
    order by coalesce(j.completed_on, j.started_on) desc nulls last limit 1) last on true
  left join lateral (select max(started_on) as started_on from ${JOB_SCHEMA}.job j where j.name = q.name) started on true
  left join lateral (select max(completed_on) as completed_on from ${JOB_SCHEMA}.job j
    where j.name = q.name and j.state = 'completed') ok on true
  left join lateral (select output, completed_on, started_on from ${JOB_SCHEMA}.job j
    where j.name = q.name and j.state in ('failed', 'retry') order by coalesce(j.completed_on, j.started_on) desc nulls last limit 1) bad on true
  where q.name not like '\\_\\_pgboss\\_\\_%'
  order by q.name`

const STATES: Record<NonNullable<StatusRow['state']>, JobRun['state']> = {
  completed: 'ok', failed: 'failed', cancelled: 'failed', retry: 'retrying'
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toJobRun(row: StatusRow): JobRun {
  const state = row.state ? STATES[row.state] : 'waiting'
  return {
    name: row.name,
    schedule: row.cron ?? '',
    state,
    // pg-boss counts a round's retries when it starts one, so the try that just failed is not in it yet.
    failures: state === 'ok' || state === 'waiting' ? 0 : Number(row.failures ?? 0) + 1,
    lastError: row.last_error ?? '',
    lastStartedAt: iso(row.last_started_at),
    lastSucceededAt: iso(row.last_succeeded_at),
    lastFailedAt: iso(row.last_failed_at),
    retryAt: iso(row.retry_at)
  }
}

/** Every job queue of this deployment and its state; none while the job queue has never started here. */
export async function listJobStatus(executeSql: SqlRunner): Promise<JobRun[]> {
  const { rows } = await executeSql(`select to_regclass('${JOB_SCHEMA}.queue') is not null as ready`, [])
  if (!rows[0]?.ready) return []
  return ((await executeSql(STATUS_SQL, [])).rows as StatusRow[]).map(toJobRun)
}

export async function findJobStatus(executeSql: SqlRunner, name: string): Promise<JobRun | undefined> {
  return (await listJobStatus(executeSql)).find((job) => job.name === name)
}
