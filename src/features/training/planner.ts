// The 10-point planner's input (spec §9): exactly PLANNER_POINTS points over the channels, days a week, session
// length, tools at hand and injuries to avoid. Kept on the device between the planner and the builder, so the
// builder opened again (or by a deep link) proposes from the last choice.
import { PLANNER_CHANNELS, PLANNER_POINTS, type InjuryPart, type PlannerChannel, type Tool } from '@contract/training/constants'
import { taroDeviceStore, type DeviceStore } from './device-store'

export const PLANNER_INPUT_KEY = 'trainer-tool:plannerInput'
export const SESSION_MINUTES = [30, 45, 60, 75, 90] as const

export interface PlannerDraft {
  points: Record<PlannerChannel, number>
  daysPerWeek: number
  sessionMinutes: number
  tools: Tool[]
  injuries: InjuryPart[]
}

export const DEFAULT_DRAFT: PlannerDraft = {
  points: { strength: 4, hypertrophy: 3, endurance: 0, power: 0, mobility: 2, cardio: 1 },
  daysPerWeek: 3,
  sessionMinutes: 60,
  tools: ['bodyweight', 'barbell', 'dumbbell', 'bench'],
  injuries: []
}

export function pointsUsed(points: Record<PlannerChannel, number>): number {
  return PLANNER_CHANNELS.reduce((sum, c) => sum + (points[c] ?? 0), 0)
}

/** Adds or removes one point of a channel; adding stops at the total, removing at zero. */
export function bumpPoint(draft: PlannerDraft, channel: PlannerChannel, delta: 1 | -1): PlannerDraft {
  const current = draft.points[channel] ?? 0
  if (delta > 0 && pointsUsed(draft.points) >= PLANNER_POINTS) return draft
  if (delta < 0 && current === 0) return draft
  return { ...draft, points: { ...draft.points, [channel]: current + delta } }
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((x) => x !== value) : [...list, value]
}

export function readDraft(store: DeviceStore = taroDeviceStore): PlannerDraft {
  return store.read<PlannerDraft>(PLANNER_INPUT_KEY) ?? DEFAULT_DRAFT
}

export function saveDraft(draft: PlannerDraft, store: DeviceStore = taroDeviceStore): void {
  store.write(PLANNER_INPUT_KEY, draft)
}
