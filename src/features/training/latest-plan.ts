// The plan a page falls back to when opened without one (a deep link to the planner's editors, the training
// screen opened bare): the user's most recently edited plan.
import type { PlanDetail } from '@contract/training/shapes'
import { getPlan, listPlans } from './api'

export async function loadLatestPlan(): Promise<PlanDetail | null> {
  const page = await listPlans({ page: 1, size: 1 })
  const first = page.list[0]
  return first ? getPlan(first.id) : null
}

/** The plan named by the link, else the latest one. */
export function loadPlanOrLatest(planId: number | undefined): Promise<PlanDetail | null> {
  return planId ? getPlan(planId) : loadLatestPlan()
}

/** The first training day of a plan (to start or edit when none is named). */
export function firstTrainingDay(plan: PlanDetail) {
  for (const week of plan.schedule) for (const day of week.days) if (!day.restDay && day.modules.length > 0) return day
  return plan.schedule[0]?.days[0] ?? null
}
