// A job queue of the app's kind over a test app's database, quick to react: it asks for work twice a second and its
// cron monitor and maintenance look every second (the server's look every few seconds to a minute).
import type { FastifyBaseLogger } from 'fastify'
import type { ScheduledJob } from '../../../server/src/contexts/base'
import { createJobQueue, type JobQueue } from '../../../server/src/contexts/system'
import type { SqlRunner } from '../../../server/src/db'

export async function startTestQueue(executeSql: SqlRunner, log: FastifyBaseLogger, jobs: ScheduledJob[]): Promise<JobQueue> {
  const queue = createJobQueue({ executeSql, log, pollingSeconds: 0.5, monitorSeconds: 1 })
  for (const job of jobs) queue.define(job)
  await queue.start()
  return queue
}

/** Waits until `check` holds (polling), failing after `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms = 15_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
