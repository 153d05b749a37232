// Achievements computed on the server from the logs: the stats, the levels reached (stored the first time so they
// keep their date), the board with hidden ones left out until earned.
import { chinaDate, addChinaDays } from '@contract/china-time'
import type { Achievement, AchievementBoard } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { allOf } from '../../../db/parallel'
import { userError } from '../../../http/errors'
import { recordsBroken } from '../records/calc'
import { setsOf } from '../records/repo'
import { ACHIEVEMENTS, levelOf, type AchievementDef, type Stats } from './catalog'
import * as repo from './repo'

const chinaHour = (d: Date) => (d.getUTCHours() + 8) % 24

/** Monday of the China week of a date ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addChinaDays(date, -((day + 6) % 7))
}

export function bestWeekStreak(weeks: string[]): number {
  const sorted = [...new Set(weeks)].sort()
  let best = 0
  let run = 0
  sorted.forEach((w, i) => {
    run = i > 0 && addChinaDays(sorted[i - 1], 7) === w ? run + 1 : 1
    best = Math.max(best, run)
  })
  return best
}

export async function statsOf(db: Db, userId: number): Promise<Stats> {
  const [sessions, sets] = await allOf(db, () => repo.finishedSessions(db, userId), () => setsOf(db, userId))
  const finished = new Set(sessions.map((s) => s.id))
  const doneSets = sets.filter((s) => finished.has(s.sessionId) && s.done)
  const byMove = new Map<number, typeof doneSets>()
  for (const s of doneSets) byMove.set(s.moveId, [...(byMove.get(s.moveId) ?? []), s])
  let records = 0
  for (const group of byMove.values()) records += recordsBroken(group[0].unit, group, (s) => (s as (typeof doneSets)[number]).sessionId)
  const minutes = sessions.reduce((m, s) => m + Math.max(0, ((s.finishedAt?.getTime() ?? s.startedAt.getTime()) - s.startedAt.getTime()) / 60000), 0)
  return {
    sessions: sessions.length,
    volumeKg: Math.round(sessions.reduce((v, s) => v + Number(s.volumeKg), 0)),
    bestWeekStreak: bestWeekStreak(sessions.map((s) => mondayOf(chinaDate(s.startedAt)))),
    records,
    minutes: Math.round(minutes),
    earlySessions: sessions.filter((s) => chinaHour(s.startedAt) < 6).length,
    lateSessions: sessions.filter((s) => chinaHour(s.startedAt) >= 22).length,
    biggestSessionKg: Math.round(Math.max(0, ...sessions.map((s) => Number(s.volumeKg))))
  }
}

function view(def: AchievementDef, value: number, earned: Map<string, Date>): Achievement {
  const levels = def.thresholds.map((threshold, i) => ({ level: i + 1, threshold, earnedAt: earned.get(`${def.code}:${i + 1}`)?.toISOString() ?? null }))
  const level = levels.filter((l) => l.earnedAt !== null).length
  return {
    code: def.code, kind: def.kind, name: def.name, description: def.description, icon: def.icon, hidden: def.hidden,
    levels, level, progress: value, earnedAt: level > 0 ? levels[level - 1].earnedAt : null
  }
}

/** Stores every level the logs now reach; answers the achievements with a level first earned by this call. */
export async function refresh(db: Db, userId: number, now: Date): Promise<{ board: Achievement[]; earnedNow: Achievement[] }> {
  const stats = await statsOf(db, userId)
  const reached = ACHIEVEMENTS.flatMap((def) => Array.from({ length: levelOf(def, stats[def.measure]) }, (_, i) => ({ code: def.code, level: i + 1 })))
  const inserted = await repo.recordEarned(db, userId, reached, now)
  const earned = new Map((await repo.earnedOf(db, userId)).map((e) => [`${e.code}:${e.level}`, e.earnedAt]))
  const board = ACHIEVEMENTS.map((def) => view(def, stats[def.measure], earned))
  const newCodes = new Set(inserted.map((i) => i.code))
  return { board, earnedNow: board.filter((a) => newCodes.has(a.code)) }
}

export async function board(db: Db, userId: number, now: Date): Promise<AchievementBoard> {
  const { board: all } = await refresh(db, userId, now)
  const visible = all.filter((a) => !a.hidden || a.level > 0)
  return { achievements: visible, hiddenLeft: all.length - visible.length }
}

export async function one(db: Db, userId: number, code: string, now: Date): Promise<Achievement> {
  const found = (await board(db, userId, now)).achievements.find((a) => a.code === code)
  if (!found) throw userError('NOT_FOUND', '成就不存在')
  return found
}
