// The reminder job (every minute on the job queue, one node a round): each tick enqueues the classes starting
// tomorrow, then claims due rows with one conditional UPDATE (pending and due, or 'sending' whose claim ran out
// because its process died) and sends them. A claimed row is finished only by the claim that holds it
// (claimed_until in the WHERE), so a row is sent once per claim, and a dead process's row is sent again exactly once
// by whoever claims it next.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { ScheduledJob } from '../../base'
import { syncSeats } from '../../learning'
import { noticeOutbox, type NoticeRow } from '../tables'
import { enqueueClassesStartingTomorrow } from './outbox'
import { sendNotice, type SendDeps } from './send'

const BATCH = 50
const CLAIM_MS = 5 * 60_000
const MAX_ATTEMPTS = 5
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000

export interface NoticePollerDeps extends SendDeps {
  now: () => Date
  log: FastifyBaseLogger
}

export interface NoticePoller {
  /** One round: enqueue, claim, send. Returns how many rows it finished (sent or given up). */
  tick(): Promise<number>
}

async function claim(deps: NoticePollerDeps, now: Date) {
  const db = deps.db
  const due = or(
    and(eq(noticeOutbox.state, 'pending'), lte(noticeOutbox.nextAttemptAt, now)),
    and(eq(noticeOutbox.state, 'sending'), lt(noticeOutbox.claimedUntil, now))
  )
  const ids = db.select({ id: noticeOutbox.id }).from(noticeOutbox).where(due).orderBy(asc(noticeOutbox.id)).limit(BATCH)
    .for('update', { skipLocked: true })
  const claimedUntil = new Date(now.getTime() + CLAIM_MS)
  const rows = await db.update(noticeOutbox)
    .set({ state: 'sending', claimedUntil, attempts: sql`${noticeOutbox.attempts} + 1` })
    .where(and(inArray(noticeOutbox.id, ids), due))
    .returning()
  return { rows, claimedUntil }
}

async function finish(deps: NoticePollerDeps, row: NoticeRow, claimedUntil: Date, outcome: Partial<NoticeRow>) {
  await deps.db.update(noticeOutbox).set({ ...outcome, claimedUntil: null })
    .where(and(eq(noticeOutbox.id, row.id), eq(noticeOutbox.state, 'sending'), eq(noticeOutbox.claimedUntil, claimedUntil)))
}

async function sendOne(deps: NoticePollerDeps, row: NoticeRow, claimedUntil: Date) {
  try {
    const channel = await sendNotice(deps, row)
    await finish(deps, row, claimedUntil, { state: 'sent', channel, sentAt: deps.now(), lastError: '' })
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    deps.log.warn({ err, noticeId: row.id }, 'Class notice not sent')
    const giveUp = row.attempts >= MAX_ATTEMPTS
    await finish(deps, row, claimedUntil, {
      state: giveUp ? 'failed' : 'pending', lastError: message.slice(0, 500),
      nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(row.attempts))
    })
  }
}

export function createNoticePoller(deps: NoticePollerDeps): NoticePoller {
  let running: Promise<number> | null = null
  async function round(): Promise<number> {
    const now = deps.now()
    // Enrolment follows orders only when seats are read; the job reads them for everyone (learning's enrolment.ts).
    await syncSeats(deps.db, {}, now)
    await enqueueClassesStartingTomorrow(deps.db, now)
    const { rows, claimedUntil } = await claim(deps, now)
    for (const row of rows) await sendOne(deps, row, claimedUntil)
    return rows.length
  }
  const tick = () => {
    // One round at a time per process: an overlapping tick waits for the running one instead of claiming twice.
    running ??= round().finally(() => { running = null })
    return running
  }
  return { tick }
}

/** Reminders are due by the minute at most: a round every minute, on one node, retried by the queue if it fails. */
export function classNoticeJob(deps: NoticePollerDeps): ScheduledJob {
  const poller = createNoticePoller(deps)
  return { name: 'class-notices', cron: '* * * * *', run: async () => void (await poller.tick()) }
}
