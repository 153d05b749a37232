// The 10-point planner's builder (spec §9): a pure, deterministic function from the user's points, days per week,
// session length, tools and injuries, and the move pool, to one proposed week. Same input, same week: tests and
// the "save" step rely on it.
import type { FunctionPart, InjuryPart, ModuleKind, PlannerChannel, Tool } from '@contract/training/constants'
import { PLANNER_CHANNELS } from '@contract/training/constants'
import type { MoveSummary, SetTarget, WorkoutDay, WorkoutModule, WorkoutWeek } from '@contract/training/shapes'
import { defaultProgression, estimatedMinutes, trainingDayNos } from '../plans/defaults'

export interface BuilderInput {
  points: Record<PlannerChannel, number>
  daysPerWeek: number
  sessionMinutes: number
  tools: Tool[]
  injuries: InjuryPart[]
}

interface Prescription { sets: number; reps: number | null; durationSec: number | null; restSec: number }

/** What one main move of a channel looks like. */
const PRESCRIPTIONS: Record<PlannerChannel, Prescription> = {
  strength: { sets: 5, reps: 5, durationSec: null, restSec: 150 },
  hypertrophy: { sets: 4, reps: 10, durationSec: null, restSec: 90 },
  endurance: { sets: 3, reps: 15, durationSec: null, restSec: 45 },
  power: { sets: 4, reps: 3, durationSec: null, restSec: 120 },
  mobility: { sets: 2, reps: null, durationSec: 40, restSec: 15 },
  cardio: { sets: 1, reps: null, durationSec: 600, restSec: 60 }
}

export const CHANNEL_NAMES: Record<PlannerChannel, string> = {
  strength: '力量', hypertrophy: '增肌', endurance: '耐力', power: '爆发力', mobility: '灵活性', cardio: '有氧'
}

/** Patterns of the main work per day, by days per week: full body up to 3 days, upper/lower from 4. */
function dayPatterns(daysPerWeek: number, dayIndex: number): FunctionPart[] {
  const full: FunctionPart[][] = [
    ['squat', 'upper_push', 'upper_pull', 'hinge', 'core', 'lunge'],
    ['hinge', 'upper_pull', 'upper_push', 'lunge', 'core', 'carry'],
    ['lunge', 'upper_push', 'upper_pull', 'squat', 'rotation', 'core']
  ]
  const upper: FunctionPart[] = ['upper_push', 'upper_pull', 'upper_push', 'upper_pull', 'core', 'rotation']
  const lower: FunctionPart[] = ['squat', 'hinge', 'lunge', 'core', 'carry', 'squat']
  if (daysPerWeek <= 3) return full[dayIndex % 3]
  return dayIndex % 2 === 0 ? upper : lower
}

/** The moves the user can do: tools at hand (bodyweight always) and no stress on an injured part. */
export function usableMoves(pool: MoveSummary[], tools: Tool[], injuries: InjuryPart[]) {
  const hand = new Set<Tool>(['bodyweight', ...tools])
  const withTools = pool.filter((m) => hand.has(m.tool))
  const usable = withTools.filter((m) => !m.joints.some((j) => injuries.includes(j)))
  return { usable, excludedForInjury: withTools.length - usable.length }
}

/** Main slots shared by the points (largest remainder, ties by channel order). */
export function shareSlots(points: Record<PlannerChannel, number>, slots: number, channels: PlannerChannel[]): PlannerChannel[] {
  const total = channels.reduce((s, c) => s + points[c], 0)
  if (total === 0 || slots === 0) return []
  const exact = channels.map((c) => ({ c, n: (points[c] / total) * slots }))
  const counts = exact.map((e) => ({ c: e.c, n: Math.floor(e.n), r: e.n - Math.floor(e.n) }))
  let left = slots - counts.reduce((s, e) => s + e.n, 0)
  for (const e of [...counts].sort((a, b) => b.r - a.r || channels.indexOf(a.c) - channels.indexOf(b.c))) {
    if (left-- <= 0) break
    e.n++
  }
  // Interleave so a day does not start with all of one channel: the heaviest channel's moves come first.
  const order = [...counts].sort((a, b) => b.n - a.n || channels.indexOf(a.c) - channels.indexOf(b.c))
  const out: PlannerChannel[] = []
  for (let round = 0; out.length < slots; round++) for (const e of order) if (round < e.n) out.push(e.c)
  return out
}

function targets(p: Prescription, unitIsTime: boolean): SetTarget[] {
  const set: SetTarget = { reps: unitIsTime ? null : p.reps ?? 12, loadMode: 'fixed', load: null, durationSec: unitIsTime ? p.durationSec ?? 30 : null, distanceM: null, restSec: p.restSec }
  return Array.from({ length: p.sets }, () => ({ ...set }))
}

function pick(candidates: MoveSummary[], used: Set<number>, seed: number): MoveSummary | undefined {
  const free = candidates.filter((m) => !used.has(m.id))
  if (free.length === 0) return undefined
  const move = free[seed % free.length]
  used.add(move.id)
  return move
}

function module(kind: ModuleKind, name: string, moves: { move: MoveSummary; sets: SetTarget[] }[], rounds = 1): WorkoutModule {
  return {
    id: 0, kind, name, rounds, restSec: kind === 'circuit' ? 90 : 60,
    items: moves.map(({ move, sets }) => ({ id: 0, move, sets, note: '', progression: defaultProgression(move.unit) }))
  }
}

const STRENGTH_TOOLS: Tool[] = ['barbell', 'dumbbell', 'kettlebell', 'machine', 'cable', 'trx', 'band', 'pullup_bar', 'medicine_ball', 'bench', 'bodyweight']
const byTool = (a: MoveSummary, b: MoveSummary) => STRENGTH_TOOLS.indexOf(a.tool) - STRENGTH_TOOLS.indexOf(b.tool) || a.level - b.level || a.id - b.id

function buildDay(input: BuilderInput, moves: MoveSummary[], dayIndex: number): WorkoutModule[] {
  const used = new Set<number>()
  const mobility = moves.filter((m) => m.functionPart === 'mobility').sort((a, b) => a.id - b.id)
  const cardio = moves.filter((m) => m.functionPart === 'locomotion').sort((a, b) => a.id - b.id)
  const loaded = moves.filter((m) => m.unit === 'weight' || m.unit === 'reps').sort(byTool)
  const modules: WorkoutModule[] = []
  const warm = [pick(mobility, used, dayIndex), pick(mobility, used, dayIndex + 1)].filter((m): m is MoveSummary => !!m)
  if (warm.length) modules.push(module('warmup', '热身', warm.map((move) => ({ move, sets: targets(PRESCRIPTIONS.mobility, true).slice(0, 1) }))))
  const cardioMinutes = input.points.cardio > 0 && cardio.length ? Math.max(5, Math.round(input.sessionMinutes * input.points.cardio / 10 * 0.8)) : 0
  const budget = input.sessionMinutes - estimatedMinutes(modules) - cardioMinutes - 4
  const mainChannels = (['strength', 'hypertrophy', 'power', 'endurance'] as PlannerChannel[]).filter((c) => input.points[c] > 0)
  const perMove = Math.max(4, estimatedMinutes([module('main', '', [{ move: loaded[0] ?? moves[0], sets: targets(PRESCRIPTIONS.hypertrophy, false) }])]))
  const slots = shareSlots(input.points, Math.max(mainChannels.length ? 1 : 0, Math.min(8, Math.floor(budget / perMove))), mainChannels)
  const patterns = dayPatterns(input.daysPerWeek, dayIndex)
  const main: { move: MoveSummary; sets: SetTarget[] }[] = []
  const circuit: { move: MoveSummary; sets: SetTarget[] }[] = []
  slots.forEach((channel, i) => {
    const pattern = patterns[i % patterns.length]
    const fits = loaded.filter((m) => m.functionPart === pattern)
    const move = pick(fits.length ? fits : loaded, used, dayIndex)
    if (!move) return
    const entry = { move, sets: targets(PRESCRIPTIONS[channel], move.unit === 'time') }
    ;(channel === 'endurance' ? circuit : main).push(entry)
  })
  if (main.length) modules.push(module('main', '主训练', main))
  if (circuit.length) modules.push(module('circuit', '耐力循环', circuit.map((e) => ({ ...e, sets: e.sets.slice(0, 1) })), 3))
  const run = cardioMinutes ? pick(cardio, used, dayIndex) : undefined
  if (run) modules.push(module('main', '有氧', [{ move: run, sets: [{ reps: null, loadMode: 'fixed', load: null, durationSec: cardioMinutes * 60, distanceM: null, restSec: 0 }] }]))
  const cool = [pick(mobility, used, dayIndex + 2)].filter((m): m is MoveSummary => !!m)
  if (cool.length) modules.push(module('cooldown', '放松', cool.map((move) => ({ move, sets: targets(PRESCRIPTIONS.mobility, true) }))))
  return modules
}

export function buildWeek(input: BuilderInput, pool: MoveSummary[]): { week: WorkoutWeek; excludedForInjury: number; name: string } {
  const { usable, excludedForInjury } = usableMoves(pool, input.tools, input.injuries)
  const dayNos = trainingDayNos(input.daysPerWeek)
  const days: WorkoutDay[] = Array.from({ length: 7 }, (_, d) => {
    const index = dayNos.indexOf(d + 1)
    if (index < 0) return { id: 0, dayNo: d + 1, name: '休息', restDay: true, modules: [], estimatedMinutes: 0 }
    const modules = buildDay(input, usable, index)
    return { id: 0, dayNo: d + 1, name: `训练日${index + 1}`, restDay: false, modules, estimatedMinutes: estimatedMinutes(modules) }
  })
  const top = PLANNER_CHANNELS.filter((c) => input.points[c] > 0).sort((a, b) => input.points[b] - input.points[a]).slice(0, 2)
  const name = `${top.map((c) => CHANNEL_NAMES[c]).join(' + ')} · 每周${input.daysPerWeek}练`
  return { week: { id: 0, weekNo: 1, days }, excludedForInjury, name }
}
