// The user's logs read back: history by day, volume per muscle per week, records and one move's history, CSV.
import { addChinaDays, chinaDate, chinaDateTime, chinaMidnight } from '@contract/china-time'
import type { CsvExport, LogDay, MoveHistory, MuscleVolume } from '@contract/training/shapes'
import { and, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../../db'
import { mondayOf } from '../achievements/service'
import { findMove, toMoveSummary } from '../moves/repo'
import { epley, setVolume } from '../records/calc'
import { setsOf, setsOfMove } from '../records/repo'
import { recordOf } from '../records/service'
import { sessionsWithTotals } from '../sessions/repo'
import { toSummary } from '../sessions/service'
import { trainingSessions, trainingSets } from '../tables'
import { userError } from '../../../http/errors'

const round1 = (n: number) => Math.round(n * 10) / 10

export async function logDays(db: Db, userId: number, q: { from?: string; to?: string }, now: Date): Promise<LogDay[]> {
  const to = q.to ?? chinaDate(now)
  const from = q.from ?? addChinaDays(to, -29)
  const range = and(eq(trainingSessions.userId, userId), gte(trainingSessions.startedAt, chinaMidnight(from)), lt(trainingSessions.startedAt, chinaMidnight(addChinaDays(to, 1))))
  const [sessions, sets] = await Promise.all([
    sessionsWithTotals(db, range).orderBy(trainingSessions.startedAt),
    setsOf(db, userId, and(gte(trainingSets.loggedAt, chinaMidnight(from)), lt(trainingSets.loggedAt, chinaMidnight(addChinaDays(to, 1)))))
  ])
  const days = new Map<string, LogDay>()
  for (const row of sessions) {
    const date = chinaDate(row.session.startedAt)
    const day = days.get(date) ?? { date, sessions: [], sets: 0, volumeKg: 0, durationSec: 0, muscles: [] }
    const summary = toSummary(row)
    day.sessions.push(summary)
    day.sets += summary.sets
    day.volumeKg = round1(day.volumeKg + summary.volumeKg)
    day.durationSec += summary.durationSec
    const ids = new Set([row.session.id])
    for (const s of sets) if (ids.has(s.sessionId) && !day.muscles.includes(s.primaryMuscle)) day.muscles.push(s.primaryMuscle)
    days.set(date, day)
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date))
}

export async function muscleVolume(db: Db, userId: number, weeks: number, now: Date): Promise<MuscleVolume[]> {
  const first = addChinaDays(mondayOf(chinaDate(now)), -7 * (weeks - 1))
  const sets = await setsOf(db, userId, and(gte(trainingSets.loggedAt, chinaMidnight(first)), eq(trainingSets.done, true)))
  const out = new Map<string, MuscleVolume>()
  for (const s of sets) {
    const weekStart = mondayOf(chinaDate(s.loggedAt))
    const key = `${weekStart}:${s.primaryMuscle}`
    const row = out.get(key) ?? { weekStart, muscle: s.primaryMuscle, sets: 0, volumeKg: 0 }
    row.sets++
    row.volumeKg = round1(row.volumeKg + setVolume(s))
    out.set(key, row)
  }
  return [...out.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.muscle.localeCompare(b.muscle))
}

export async function moveHistory(db: Db, userId: number, moveId: number): Promise<MoveHistory> {
  const move = await findMove(db, userId, moveId)
  if (!move) throw userError('NOT_FOUND', '动作不存在')
  const sets = (await setsOfMove(db, userId, moveId)).filter((s) => s.done)
  const byDay = new Map<string, MoveHistory['points'][number]>()
  for (const s of sets) {
    const date = chinaDate(s.loggedAt)
    const p = byDay.get(date) ?? { date, e1rmKg: null, topLoadKg: null, volumeKg: 0, sets: 0 }
    const e = epley(s.loadKg, s.reps)
    if (e !== null) p.e1rmKg = Math.max(p.e1rmKg ?? 0, e)
    if (s.loadKg) p.topLoadKg = Math.max(p.topLoadKg ?? 0, s.loadKg)
    p.volumeKg = round1(p.volumeKg + setVolume(s))
    p.sets++
    byDay.set(date, p)
  }
  return { move: toMoveSummary(move), record: await recordOf(db, userId, moveId), points: [...byDay.values()] }
}

const csvCell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export async function exportCsv(db: Db, userId: number, now: Date): Promise<CsvExport> {
  const sets = await setsOf(db, userId)
  const header = ['时间', '动作', '组序', '次数', '重量(kg)', '时长(秒)', '距离(米)', '完成', '估算1RM(kg)']
  const lines = sets.map((s) => [chinaDateTime(s.loggedAt), s.moveName, s.setNo + 1, s.reps, s.loadKg, s.durationSec, s.distanceM, s.done ? '是' : '否', epley(s.loadKg, s.reps)].map(csvCell).join(','))
  return { filename: `training-${chinaDate(now)}.csv`, csv: `\uFEFF${[header.join(','), ...lines].join('\n')}\n` }
}
