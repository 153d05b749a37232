// The demo trainer (13800000008) and the demo learner (13800000001) as their client: profile, measurements, a
// template plan assigned to the learner, past sessions with sets on it (so logs, records, progression and an
// achievement show), and the trainer's slots with one booked by the learner.
import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { WorkoutModule, WorkoutWeek } from '../../../types/training/shapes'
import type { Db } from '../../src/db'
import { trainingClients, trainingMeasurements, trainingMoves, trainingSessions, trainingSets, trainingSlots } from '../../src/db/schema'
import { defaultProgression, insertPlan, refreshAchievements, toMoveSummary } from '../../src/contexts/training/seeding'

const DAY_MS = 86_400_000

type Spec = [name: string, sets: number, reps: number | null, load: number | null, durationSec?: number]

async function weekFrom(db: Db, days: { name: string; moves: Spec[] }[]): Promise<Omit<WorkoutWeek, 'id'>> {
  const names = days.flatMap((d) => d.moves.map((m) => m[0]))
  const rows = await db.select().from(trainingMoves).where(inArray(trainingMoves.name, names))
  const byName = new Map(rows.map((r) => [r.name, r]))
  const trainingDays = [1, 3, 5]
  return {
    weekNo: 1,
    days: Array.from({ length: 7 }, (_, d) => {
      const index = trainingDays.indexOf(d + 1)
      if (index < 0 || !days[index]) return { id: 0, dayNo: d + 1, name: '休息', restDay: true, modules: [], estimatedMinutes: 0 }
      const items = days[index].moves.map(([name, count, reps, load, durationSec], i) => {
        const move = byName.get(name)!
        return {
          id: i, move: toMoveSummary(move), note: '',
          sets: Array.from({ length: count }, () => ({ reps, loadMode: 'fixed' as const, load, durationSec: durationSec ?? null, distanceM: null, restSec: 90 })),
          progression: defaultProgression(move.unit)
        }
      })
      return { id: 0, dayNo: d + 1, name: days[index].name, restDay: false, modules: [{ id: 0, kind: 'main' as const, name: '主训练', rounds: 1, restSec: 60, items }], estimatedMinutes: 45 }
    })
  }
}

const TEMPLATE = [
  { name: '下肢 + 推', moves: [['高脚杯深蹲', 3, 10, 16], ['标准俯卧撑', 3, 12, null], ['平板支撑', 3, null, null, 40]] as Spec[] },
  { name: '后链 + 拉', moves: [['哑铃罗马尼亚硬拉', 3, 10, 16], ['TRX划船', 3, 12, null], ['死虫', 3, 10, null]] as Spec[] },
  { name: '全身', moves: [['哑铃箭步走', 3, 10, 8], ['哑铃卧推', 3, 10, 12], ['臀桥', 3, 15, null]] as Spec[] }
]

/** Six finished sessions over the past three weeks on the plan's training days, loads rising a little each time. */
async function pastSessions(db: Db, userId: number, planId: number, week: Omit<WorkoutWeek, 'id'>, now: Date): Promise<void> {
  const trainingDays = week.days.filter((d) => !d.restDay)
  for (let n = 0; n < 6; n++) {
    const day = trainingDays[n % trainingDays.length]
    const startedAt = new Date(now.getTime() - (20 - n * 3.5) * DAY_MS - 10 * 3600_000)
    const modules: WorkoutModule[] = day.modules
    const [session] = await db.insert(trainingSessions).values({
      userId, clientId: randomUUID(), planId, name: `训练营基础计划 · ${day.name}`, status: 'finished', modules, startedAt,
      finishedAt: new Date(startedAt.getTime() + 48 * 60_000)
    }).returning({ id: trainingSessions.id })
    let setNo = 0
    const sets = modules.flatMap((m) => m.items.flatMap((item) => item.sets.map((t) => ({
      userId, clientId: randomUUID(), sessionId: session.id, moveId: item.move.id, setNo: setNo++,
      reps: t.reps, loadKg: t.load === null ? null : t.load + Math.floor(n / 3) * 2, durationSec: t.durationSec, distanceM: null, rir: 2, done: true,
      loggedAt: new Date(startedAt.getTime() + setNo * 3 * 60_000)
    }))))
    await db.insert(trainingSets).values(sets)
  }
}

export async function seedCoaching(db: Db, trainerId: number, learnerId: number, now: Date): Promise<void> {
  await db.insert(trainingClients).values({
    trainerId, clientId: learnerId, heightCm: 172, goals: ['减脂 5 公斤', '能做 10 个标准俯卧撑'], injuries: ['knee'],
    injuryNote: '右膝半月板旧伤，避免深度跳跃', note: '每周一、三、五晚上训练', createdAt: new Date(now.getTime() - 30 * DAY_MS)
  })
  await db.insert(trainingMeasurements).values([
    { clientId: learnerId, date: new Date(now.getTime() - 28 * DAY_MS).toISOString().slice(0, 10), weightKg: 78.5, bodyFatPct: 24, waistCm: 88 },
    { clientId: learnerId, date: new Date(now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10), weightKg: 76.8, bodyFatPct: 23, waistCm: 86 }
  ])
  const week = await weekFrom(db, TEMPLATE)
  const weeks = [1, 2, 3, 4].map((weekNo) => ({ ...week, weekNo }))
  const templateId = await insertPlan(db, { userId: trainerId, name: '训练营基础计划', note: '新学员前四周的通用模板', source: 'own', daysPerWeek: 3, isTemplate: true }, weeks, now)
  const planId = await insertPlan(db, { userId: learnerId, name: '训练营基础计划', note: '新学员前四周的通用模板', source: 'trainer', daysPerWeek: 3, assignedBy: trainerId, templateId }, weeks, now)
  await pastSessions(db, learnerId, planId, week, now)
  await refreshAchievements(db, learnerId, now)
  const at = (days: number, hour: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + days * DAY_MS + (hour - 8) * 3600_000)
  await db.insert(trainingSlots).values([
    { trainerId, clientId: learnerId, startsAt: at(1, 19), endsAt: at(1, 20), status: 'booked', note: '下肢力量课' },
    { trainerId, startsAt: at(2, 10), endsAt: at(2, 11), status: 'open' },
    { trainerId, startsAt: at(3, 19), endsAt: at(3, 20), status: 'open' },
    { trainerId, startsAt: at(5, 9), endsAt: at(5, 10), status: 'open' }
  ])
}
