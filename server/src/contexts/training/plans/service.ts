// Plans of the person training: create, read, edit the tree (weeks, days, modules, moves with set targets and
// progression rules), reorder, copy. Every edit finds its row through the user's plan (not found otherwise).
import type { Paged } from '@contract/envelope'
import type { PlanSource } from '@contract/training/constants'
import type { PlanDetail, PlanSummary, WorkoutWeek } from '@contract/training/shapes'
import type { DayOrderInput, PlanDayInput, PlanItemsInput } from '@contract/training/schemas'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type * as schemas from '@contract/training/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findMove, type MoveRow } from '../moves/repo'
import { trainingPlanDays, trainingPlanItems, trainingPlanModules, trainingPlans, trainingPlanWeeks } from '../tables'
import { defaultProgression, defaultSets, trainingDayNos } from './defaults'
import * as repo from './repo'
import { deleteWeeks, insertWeeks, loadTree } from './tree-repo'

type Out<T extends z.ZodType> = z.output<T>
export const planNotFound = () => userError('NOT_FOUND', '训练计划不存在')

export function toSummary(row: repo.SummaryRow): PlanSummary {
  const p = row.plan
  return {
    id: p.id, name: p.name, note: p.note, source: p.source, weeks: row.weeks, daysPerWeek: p.daysPerWeek, isTemplate: p.isTemplate,
    assignedBy: p.assignedBy ? { id: p.assignedBy, nickname: row.assignerName ?? '' } : null,
    shared: p.shareToken !== null && !p.shareHidden, likes: row.likes, updatedAt: p.updatedAt.toISOString()
  }
}

export async function detailOf(db: Db, row: repo.SummaryRow): Promise<PlanDetail> {
  return { ...toSummary(row), schedule: await loadTree(db, row.plan.id), shareToken: row.plan.shareToken }
}

export async function getPlan(db: Db, userId: number, planId: number): Promise<PlanDetail> {
  const row = await repo.findOwnPlan(db, userId, planId)
  if (!row) throw planNotFound()
  return detailOf(db, row)
}

export async function listPlans(db: Db, userId: number, q: Out<typeof schemas.planListQuery>): Promise<Paged<PlanSummary>> {
  const templates = q.templates === undefined ? undefined : q.templates === 'true'
  const { rows, total } = await repo.listPlans(db, userId, templates, (q.page - 1) * q.size, q.size)
  return { list: rows.map(toSummary), total, page: q.page, size: q.size }
}

/** Empty weeks: 7 days each, the training days spread over the week (the rest are rest days). */
export function emptyWeeks(weeks: number, daysPerWeek: number): Omit<WorkoutWeek, 'id'>[] {
  const trainingDays = trainingDayNos(daysPerWeek)
  return Array.from({ length: weeks }, (_, w) => ({
    weekNo: w + 1,
    days: Array.from({ length: 7 }, (_, d) => {
      const index = trainingDays.indexOf(d + 1)
      return { id: 0, dayNo: d + 1, name: index >= 0 ? `训练日${index + 1}` : '休息', restDay: index < 0, modules: [], estimatedMinutes: 0 }
    })
  }))
}

export interface NewPlan {
  userId: number
  name: string
  note: string
  source: PlanSource
  daysPerWeek: number
  isTemplate?: boolean
  assignedBy?: number | null
  templateId?: number | null
}

/** Inserts a plan with its weeks (a tree: ids ignored) and answers its id. Call inside a transaction. */
export async function insertPlan(db: Db, plan: NewPlan, weeks: Omit<WorkoutWeek, 'id'>[], now: Date): Promise<number> {
  const [row] = await db.insert(trainingPlans).values({ ...plan, createdAt: now, updatedAt: now }).returning({ id: trainingPlans.id })
  await insertWeeks(db, row.id, weeks)
  return row.id
}

export async function createPlan(db: Db, userId: number, input: Out<typeof schemas.planCreateInput>, now: Date): Promise<PlanDetail> {
  const id = await db.transaction((tx) => insertPlan(tx, { userId, name: input.name, note: input.note, source: 'own', daysPerWeek: input.daysPerWeek, isTemplate: input.isTemplate }, emptyWeeks(input.weeks, input.daysPerWeek), now))
  return getPlan(db, userId, id)
}

export async function updatePlan(db: Db, userId: number, planId: number, input: Out<typeof schemas.planUpdateInput>, now: Date): Promise<PlanDetail> {
  const done = await db.update(trainingPlans).set({ name: input.name, note: input.note, ...(input.isTemplate === undefined ? {} : { isTemplate: input.isTemplate }), updatedAt: now })
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId))).returning({ id: trainingPlans.id })
  if (done.length === 0) throw planNotFound()
  return getPlan(db, userId, planId)
}

export async function deletePlan(db: Db, userId: number, planId: number): Promise<null> {
  const done = await db.delete(trainingPlans).where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId))).returning({ id: trainingPlans.id })
  if (done.length === 0) throw planNotFound()
  return null
}

/** A copy of a plan's tree into a new plan of `userId` (a copy, an assignment, a shared plan copied). */
export async function copyInto(db: Db, source: PlanDetail, plan: NewPlan, now: Date): Promise<number> {
  return db.transaction((tx) => insertPlan(tx, plan, source.schedule, now))
}

export async function copyPlan(db: Db, userId: number, planId: number, now: Date): Promise<PlanDetail> {
  const source = await getPlan(db, userId, planId)
  const id = await copyInto(db, source, { userId, name: `${source.name}（副本）`.slice(0, 30), note: source.note, source: 'own', daysPerWeek: source.daysPerWeek }, now)
  return getPlan(db, userId, id)
}

async function ownPlanId(db: Db, userId: number, table: 'week' | 'day' | 'module' | 'item', id: number, what: string): Promise<number> {
  const planId = await repo.ownPlanIdOf(db, userId, table, id)
  if (planId === undefined) throw userError('NOT_FOUND', `${what}不存在`)
  return planId
}

async function edited(db: Db, userId: number, planId: number, now: Date): Promise<PlanDetail> {
  await repo.touch(db, planId, now)
  return getPlan(db, userId, planId)
}

export async function addWeek(db: Db, userId: number, planId: number, copyFromWeekId: number | undefined, now: Date): Promise<PlanDetail> {
  const plan = await getPlan(db, userId, planId)
  const source = copyFromWeekId === undefined ? undefined : plan.schedule.find((w) => w.id === copyFromWeekId)
  if (copyFromWeekId !== undefined && !source) throw userError('NOT_FOUND', '要复制的周不存在')
  if (plan.schedule.length >= 16) throw userError('VALIDATION', '一个计划最多16周')
  await db.transaction(async (tx) => insertWeeks(tx, planId, [source ?? emptyWeeks(1, plan.daysPerWeek)[0]], await repo.nextWeekNo(tx, planId)))
  return edited(db, userId, planId, now)
}

export async function deleteWeek(db: Db, userId: number, weekId: number, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'week', weekId, '训练周')
  await db.transaction(async (tx) => {
    await deleteWeeks(tx, [weekId])
    const rest = await tx.select({ id: trainingPlanWeeks.id }).from(trainingPlanWeeks).where(eq(trainingPlanWeeks.planId, planId)).orderBy(trainingPlanWeeks.weekNo)
    for (const [i, w] of rest.entries()) await tx.update(trainingPlanWeeks).set({ weekNo: i + 1 }).where(eq(trainingPlanWeeks.id, w.id))
  })
  return edited(db, userId, planId, now)
}

export async function updateDay(db: Db, userId: number, dayId: number, input: PlanDayInput, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'day', dayId, '训练日')
  await db.update(trainingPlanDays).set({ name: input.name ?? '', restDay: input.restDay }).where(eq(trainingPlanDays.id, dayId))
  return edited(db, userId, planId, now)
}

export async function addModule(db: Db, userId: number, dayId: number, input: Out<typeof schemas.planModuleInput>, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'day', dayId, '训练日')
  await db.transaction(async (tx) => {
    await tx.insert(trainingPlanModules).values({ planId, dayId, sort: await repo.nextSort(tx, 'module', dayId), ...input })
    await tx.update(trainingPlanDays).set({ restDay: false }).where(eq(trainingPlanDays.id, dayId))
  })
  return edited(db, userId, planId, now)
}

export async function updateModule(db: Db, userId: number, moduleId: number, input: Out<typeof schemas.planModuleInput>, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'module', moduleId, '训练模块')
  await db.update(trainingPlanModules).set(input).where(eq(trainingPlanModules.id, moduleId))
  return edited(db, userId, planId, now)
}

export async function deleteModule(db: Db, userId: number, moduleId: number, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'module', moduleId, '训练模块')
  await db.delete(trainingPlanModules).where(eq(trainingPlanModules.id, moduleId))
  return edited(db, userId, planId, now)
}

export async function addItems(db: Db, userId: number, moduleId: number, input: PlanItemsInput, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'module', moduleId, '训练模块')
  const moves: MoveRow[] = []
  for (const id of input.moveIds) {
    const move = await findMove(db, userId, id)
    if (!move) throw userError('NOT_FOUND', '动作不存在')
    moves.push(move)
  }
  await db.transaction(async (tx) => {
    const first = await repo.nextSort(tx, 'item', moduleId)
    await tx.insert(trainingPlanItems).values(moves.map((m, i) => ({
      planId, moduleId, sort: first + i, moveId: m.id, sets: defaultSets(m.unit), note: '', progression: defaultProgression(m.unit)
    })))
  })
  return edited(db, userId, planId, now)
}

export async function updateItem(db: Db, userId: number, itemId: number, input: Out<typeof schemas.planItemInput>, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'item', itemId, '计划动作')
  if (input.moveId !== undefined && !(await findMove(db, userId, input.moveId))) throw userError('NOT_FOUND', '动作不存在')
  await db.update(trainingPlanItems).set({ sets: input.sets, note: input.note, progression: input.progression, ...(input.moveId ? { moveId: input.moveId } : {}) })
    .where(eq(trainingPlanItems.id, itemId))
  return edited(db, userId, planId, now)
}

export async function deleteItem(db: Db, userId: number, itemId: number, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'item', itemId, '计划动作')
  await db.delete(trainingPlanItems).where(eq(trainingPlanItems.id, itemId))
  return edited(db, userId, planId, now)
}

/** The new order must name every module of the day and every item of those modules exactly once. */
export async function reorderDay(db: Db, userId: number, dayId: number, input: DayOrderInput, now: Date): Promise<PlanDetail> {
  const planId = await ownPlanId(db, userId, 'day', dayId, '训练日')
  const modules = await db.select({ id: trainingPlanModules.id }).from(trainingPlanModules).where(eq(trainingPlanModules.dayId, dayId))
  const moduleIds = modules.map((m) => m.id)
  const items = moduleIds.length === 0 ? [] : await db.select({ id: trainingPlanItems.id }).from(trainingPlanItems).where(inArray(trainingPlanItems.moduleId, moduleIds))
  const sameSet = (a: number[], b: number[]) => a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x))
  if (!sameSet(input.modules.map((m) => m.id), moduleIds) || !sameSet(input.modules.flatMap((m) => m.itemIds), items.map((i) => i.id))) {
    throw userError('PLAN_ORDER_MISMATCH', '排序内容与训练日不一致，请刷新后重试')
  }
  await db.transaction(async (tx) => {
    for (const [mi, m] of input.modules.entries()) {
      await tx.update(trainingPlanModules).set({ sort: mi }).where(eq(trainingPlanModules.id, m.id))
      for (const [ii, itemId] of m.itemIds.entries()) {
        await tx.update(trainingPlanItems).set({ sort: ii, moduleId: m.id }).where(eq(trainingPlanItems.id, itemId))
      }
    }
  })
  return edited(db, userId, planId, now)
}

