// SQL of plans: the owner in the same WHERE as every id (a plan, or a week, day, module or item through its plan).
import { and, desc, eq, max, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userCards } from '../../identity'
import {
  trainingPlanDays, trainingPlanItems, trainingPlanLikes, trainingPlanModules, trainingPlans, trainingPlanWeeks
} from '../tables'

export type PlanRow = typeof trainingPlans.$inferSelect

const ownedBy = (userId: number) => eq(trainingPlans.userId, userId)

export function summaryRows(db: Db, where: SQL | undefined) {
  const assigner = userCards(db)
  return db.select({
    plan: trainingPlans,
    assignerName: assigner.name,
    weeks: sql<number>`(select count(*)::int from ${trainingPlanWeeks} w where w.plan_id = "training_plans"."id")`,
    likes: sql<number>`(select count(*)::int from ${trainingPlanLikes} l where l.plan_id = "training_plans"."id" and l.kind = 'like')`
  }).from(trainingPlans).leftJoin(assigner, eq(assigner.id, trainingPlans.assignedBy)).where(where)
}

export type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number]

export async function listPlans(db: Db, userId: number, templates: boolean | undefined, offset: number, limit: number) {
  const where = and(ownedBy(userId), templates === undefined ? undefined : eq(trainingPlans.isTemplate, templates))
  const [rows, [count]] = await Promise.all([
    summaryRows(db, where).orderBy(desc(trainingPlans.updatedAt), desc(trainingPlans.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingPlans).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findOwnPlan(db: Db, userId: number, planId: number): Promise<SummaryRow | undefined> {
  const [row] = await summaryRows(db, and(eq(trainingPlans.id, planId), ownedBy(userId))).limit(1)
  return row
}

export async function findPlanById(db: Db, planId: number): Promise<SummaryRow | undefined> {
  const [row] = await summaryRows(db, eq(trainingPlans.id, planId)).limit(1)
  return row
}

/** The plan id of a week, day, module or item the user owns (undefined: not theirs or no such row). */
export async function ownPlanIdOf(db: Db, userId: number, table: 'week' | 'day' | 'module' | 'item', id: number): Promise<number | undefined> {
  const t = { week: trainingPlanWeeks, day: trainingPlanDays, module: trainingPlanModules, item: trainingPlanItems }[table]
  const [row] = await db.select({ planId: t.planId }).from(t).innerJoin(trainingPlans, eq(trainingPlans.id, t.planId))
    .where(and(eq(t.id, id), ownedBy(userId))).limit(1)
  return row?.planId
}

export async function touch(db: Db, planId: number, now: Date): Promise<void> {
  await db.update(trainingPlans).set({ updatedAt: now }).where(eq(trainingPlans.id, planId))
}

export async function nextWeekNo(db: Db, planId: number): Promise<number> {
  const [row] = await db.select({ n: max(trainingPlanWeeks.weekNo) }).from(trainingPlanWeeks).where(eq(trainingPlanWeeks.planId, planId))
  return (row?.n ?? 0) + 1
}

export async function nextSort(db: Db, table: 'module' | 'item', parentId: number): Promise<number> {
  if (table === 'module') {
    const [row] = await db.select({ n: max(trainingPlanModules.sort) }).from(trainingPlanModules).where(eq(trainingPlanModules.dayId, parentId))
    return (row?.n ?? -1) + 1
  }
  const [row] = await db.select({ n: max(trainingPlanItems.sort) }).from(trainingPlanItems).where(eq(trainingPlanItems.moduleId, parentId))
  return (row?.n ?? -1) + 1
}
