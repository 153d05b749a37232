// The planner: checks the 10 points (also in the schema: here too, because a rule is the server's, not the form's),
// proposes a week from the moves the user can see, and saves it as a plan.
import { PLANNER_CHANNELS, PLANNER_POINTS, type PlannerChannel } from '@contract/training/constants'
import type { PlanDetail, PlannerProposal } from '@contract/training/shapes'
import type { z } from 'zod'
import type { plannerInput, plannerSaveInput } from '@contract/training/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { allVisibleMoves, toMoveSummary } from '../moves/repo'
import { getPlan, insertPlan } from '../plans/service'
import { buildWeek } from './builder'

type Input = z.output<typeof plannerInput>

export function checkedPoints(points: Input['points']): Record<PlannerChannel, number> {
  const all = Object.fromEntries(PLANNER_CHANNELS.map((c) => [c, points[c] ?? 0])) as Record<PlannerChannel, number>
  const sum = Object.values(all).reduce((a, b) => a + b, 0)
  if (sum !== PLANNER_POINTS || Object.values(all).some((n) => !Number.isInteger(n) || n < 0)) {
    throw userError('VALIDATION', `请把${PLANNER_POINTS}个点全部分配完（正好${PLANNER_POINTS}点，现在是${sum}点）`, 'points')
  }
  return all
}

export async function propose(db: Db, userId: number, input: Input): Promise<PlannerProposal> {
  const points = checkedPoints(input.points)
  const pool = (await allVisibleMoves(db, userId)).map(toMoveSummary)
  const built = buildWeek({ ...input, points }, pool)
  return { points, daysPerWeek: input.daysPerWeek, sessionMinutes: input.sessionMinutes, tools: input.tools, injuries: input.injuries, ...built }
}

export async function save(db: Db, userId: number, input: z.output<typeof plannerSaveInput>, now: Date): Promise<PlanDetail> {
  const proposal = await propose(db, userId, input)
  const weeks = Array.from({ length: input.weeks }, (_, i) => ({ ...proposal.week, weekNo: i + 1 }))
  const id = await db.transaction((tx) => insertPlan(tx, {
    userId, name: input.name ?? proposal.name, note: '', source: 'planner', daysPerWeek: input.daysPerWeek
  }, weeks, now))
  return getPlan(db, userId, id)
}
