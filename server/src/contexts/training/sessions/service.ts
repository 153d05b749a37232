// Training sessions: start (from a plan day, targets progressed from the logs), log sets offline and sync them
// exactly once by their client ids, swap a move, finish (records set, achievements first earned).
import type { Paged } from '@contract/envelope'
import type { FinishResult, MoveRecord, SessionDetail, SessionSummary, SetLog, SyncResult, WorkoutModule } from '@contract/training/shapes'
import type { z } from 'zod'
import type * as schemas from '@contract/training/schemas'
import type { Db } from '../../../db'
import { allOf } from '../../../db/parallel'
import { userError } from '../../../http/errors'
import { refresh } from '../achievements/service'
import { findMove, movesByIds, toMoveSummary } from '../moves/repo'
import { ownPlanIdOf } from '../plans/repo'
import { getPlan } from '../plans/service'
import { progressedModules } from '../progression/service'
import { bestOf, recordValue } from '../records/calc'
import { setsOf } from '../records/repo'
import { toRecord } from '../records/service'
import * as repo from './repo'

type Out<T extends z.ZodType> = z.output<T>
export const sessionNotFound = () => userError('NOT_FOUND', '训练记录不存在')

export function toSummary({ session: s, sets, volumeKg }: repo.SessionWithTotals): SessionSummary {
  return {
    id: s.id, clientId: s.clientId, name: s.name, planId: s.planId, planDayId: s.planDayId, status: s.status,
    startedAt: s.startedAt.toISOString(), finishedAt: s.finishedAt?.toISOString() ?? null, sets, volumeKg: Math.round(Number(volumeKg) * 10) / 10,
    durationSec: s.finishedAt ? Math.max(0, Math.round((s.finishedAt.getTime() - s.startedAt.getTime()) / 1000)) : 0
  }
}

export function toSetLog({ set, sessionClientId }: { set: repo.SetRow; sessionClientId: string }): SetLog {
  return {
    clientId: set.clientId, sessionClientId, moveId: set.moveId, setNo: set.setNo, reps: set.reps, loadKg: set.loadKg,
    durationSec: set.durationSec, distanceM: set.distanceM, rir: set.rir, rpe: set.rpe, done: set.done, loggedAt: set.loggedAt.toISOString()
  }
}

export async function detailOf(db: Db, userId: number, row: repo.SessionWithTotals): Promise<SessionDetail> {
  const s = row.session
  const setLogs = (await repo.setsOfSession(db, s.id, s.clientId)).map(toSetLog)
  const moveIds = [...new Set([...s.modules.flatMap((m) => m.items.map((i) => i.move.id)), ...setLogs.map((l) => l.moveId)])]
  const previous = []
  for (const moveId of moveIds) {
    const found = await repo.previousSets(db, userId, moveId, s.startedAt, s.id)
    if (found) previous.push({ moveId, date: found.last.startedAt.toISOString(), sets: found.sets.map((set) => toSetLog({ set, sessionClientId: found.last.clientId })) })
  }
  return { ...toSummary(row), modules: s.modules, setLogs, previous, note: s.note }
}

export async function getSession(db: Db, userId: number, id: number): Promise<SessionDetail> {
  const row = await repo.findOwn(db, userId, id)
  if (!row) throw sessionNotFound()
  return detailOf(db, userId, row)
}

export async function listSessions(db: Db, userId: number, q: { page: number; size: number }): Promise<Paged<SessionSummary>> {
  const { rows, total } = await repo.listOwn(db, userId, (q.page - 1) * q.size, q.size)
  return { list: rows.map(toSummary), total, page: q.page, size: q.size }
}

/** The plan and the progressed modules of one of the user's plan days (null when it is not theirs). */
async function planDaySnapshot(db: Db, userId: number, planDayId: number | null) {
  if (planDayId === null) return null
  const planId = await ownPlanIdOf(db, userId, 'day', planDayId)
  if (planId === undefined) return null
  const plan = await getPlan(db, userId, planId)
  const day = plan.schedule.flatMap((w) => w.days).find((d) => d.id === planDayId)!
  const modules = await progressedModules(db, userId, planId, day.modules)
  return { planId, name: `${plan.name} · ${day.name}`.slice(0, 60), modules }
}

export async function startSession(db: Db, userId: number, input: Out<typeof schemas.sessionStartInput>, now: Date): Promise<SessionDetail> {
  const snapshot = await planDaySnapshot(db, userId, input.planDayId)
  if (input.planDayId !== null && !snapshot) throw userError('NOT_FOUND', '训练日不存在')
  await repo.insertSessions(db, [{
    userId, clientId: input.clientId, planId: snapshot?.planId ?? null, planDayId: snapshot ? input.planDayId : null,
    name: input.name || snapshot?.name || '自由训练', modules: snapshot?.modules ?? [], startedAt: input.startedAt ? new Date(input.startedAt) : now
  }])
  const [row] = await repo.sessionsByClientIds(db, userId, [input.clientId])
  return detailOf(db, userId, row)
}

/** Stores what the device logged offline; every id already held is left as it is. Answers what the server holds. */
export async function sync(db: Db, userId: number, input: Out<typeof schemas.syncInput>, now: Date): Promise<SyncResult> {
  const newSessions: repo.NewSession[] = []
  for (const s of input.sessions) {
    const snapshot = await planDaySnapshot(db, userId, s.planDayId)
    newSessions.push({
      userId, clientId: s.clientId, planId: snapshot?.planId ?? null, planDayId: snapshot ? s.planDayId : null,
      name: s.name || snapshot?.name || '自由训练', modules: snapshot?.modules ?? [], startedAt: new Date(s.startedAt)
    })
  }
  const moveIds = [...new Set(input.sets.map((s) => s.moveId))]
  if ((await movesByIds(db, moveIds)).length !== moveIds.length) throw userError('NOT_FOUND', '动作不存在')
  await db.transaction(async (tx) => {
    await repo.insertSessions(tx, newSessions)
    const sessionClientIds = [...new Set(input.sets.map((s) => s.sessionClientId))]
    const sessions = await repo.sessionsByClientIds(tx, userId, sessionClientIds)
    const idOf = new Map(sessions.map((r) => [r.session.clientId, r.session.id]))
    const unknown = sessionClientIds.filter((c) => !idOf.has(c))
    if (unknown.length > 0) throw userError('NOT_FOUND', '训练不存在，请把训练和组一起同步')
    await repo.insertSets(tx, input.sets.map((s) => ({
      userId, clientId: s.clientId, sessionId: idOf.get(s.sessionClientId)!, moveId: s.moveId, setNo: s.setNo, reps: s.reps,
      loadKg: s.loadKg, durationSec: s.durationSec, distanceM: s.distanceM, rir: s.rir, rpe: s.rpe, done: s.done, loggedAt: new Date(s.loggedAt)
    })))
    for (const s of input.sessions) {
      if (s.finishedAt === null) continue
      const id = (await repo.sessionsByClientIds(tx, userId, [s.clientId]))[0]?.session.id
      if (id) await repo.finish(tx, userId, id, new Date(s.finishedAt), '')
    }
  })
  const allSessionIds = [...new Set([...input.sessions.map((s) => s.clientId), ...input.sets.map((s) => s.sessionClientId)])]
  const [sessions, sets] = await allOf(db,
    () => repo.sessionsByClientIds(db, userId, allSessionIds), () => repo.setsByClientIds(db, userId, input.sets.map((s) => s.clientId))
  )
  void now
  return { sessions: sessions.map(toSummary), sets: sets.map(toSetLog) }
}

export async function swap(db: Db, userId: number, id: number, input: Out<typeof schemas.swapInput>): Promise<SessionDetail> {
  const row = await repo.findOwn(db, userId, id)
  if (!row) throw sessionNotFound()
  if (row.session.status !== 'active') throw userError('SESSION_FINISHED', '这次训练已结束，不能再换动作')
  const to = await findMove(db, userId, input.toMoveId)
  if (!to) throw userError('NOT_FOUND', '动作不存在')
  let swapped = false
  const modules: WorkoutModule[] = row.session.modules.map((m) => ({
    ...m, items: m.items.map((i) => (i.move.id === input.fromMoveId ? ((swapped = true), { ...i, move: toMoveSummary(to) }) : i))
  }))
  if (!swapped) throw userError('NOT_FOUND', '这次训练里没有要替换的动作')
  if (!(await repo.setModules(db, userId, id, modules))) throw userError('SESSION_FINISHED', '这次训练已结束，不能再换动作')
  return getSession(db, userId, id)
}

/** The moves whose record this session beat (a move's first session sets no record). */
async function recordsOf(db: Db, userId: number, sessionId: number): Promise<MoveRecord[]> {
  const all = await setsOf(db, userId)
  const mine = all.filter((s) => s.sessionId === sessionId && s.done)
  const out: MoveRecord[] = []
  for (const moveId of new Set(mine.map((s) => s.moveId))) {
    const before = bestOf(all.filter((s) => s.moveId === moveId && s.sessionId !== sessionId && s.done && s.loggedAt < mine[0].loggedAt))
    const after = bestOf(all.filter((s) => s.moveId === moveId && s.done && (s.sessionId === sessionId || s.loggedAt < mine[0].loggedAt)))
    const first = mine.find((s) => s.moveId === moveId)!
    if (before && after && recordValue(first.unit, after) > recordValue(first.unit, before)) out.push(toRecord(moveId, first.moveName, first.unit, after))
  }
  return out
}

export async function finish(db: Db, userId: number, id: number, input: Out<typeof schemas.finishInput>, now: Date): Promise<FinishResult> {
  const row = await repo.findOwn(db, userId, id)
  if (!row) throw sessionNotFound()
  await repo.finish(db, userId, id, input.finishedAt ? new Date(input.finishedAt) : now, input.note)
  const { earnedNow } = await refresh(db, userId, now)
  return { session: await getSession(db, userId, id), records: await recordsOf(db, userId, id), earned: earnedNow }
}
