// SQL of the move library. A user sees the company's moves, their own, and those of the libraries they subscribe
// to (published ones); hidden moves are never listed.
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { MoveSummary } from '@contract/training/shapes'
import type { Db } from '../../../db'
import {
  trainingLibraries, trainingLibraryMoves, trainingLibrarySubs, trainingMoveLinks, trainingMoveMedia, trainingMoves,
  trainingPlanItems, trainingPlans, trainingPrograms
} from '../tables'

export type MoveRow = typeof trainingMoves.$inferSelect

export function toMoveSummary(row: MoveRow): MoveSummary {
  return {
    id: row.id, name: row.name, primaryMuscle: row.primaryMuscle, secondaryMuscles: row.secondaryMuscles,
    functionPart: row.functionPart, tool: row.tool, unit: row.unit, level: row.level, joints: row.joints,
    cover: row.cover, ownerId: row.ownerId
  }
}

/** The moves a user may list: not hidden, and the company's, their own or in a library they subscribe to. */
export function visibleTo(userId: number): SQL {
  const subscribed = sql`exists (select 1 from ${trainingLibraryMoves} lm
    join ${trainingLibrarySubs} s on s.library_id = lm.library_id
    join ${trainingLibraries} l on l.id = lm.library_id
    where lm.move_id = "training_moves"."id" and s.user_id = ${userId} and l.published)`
  return and(eq(trainingMoves.hidden, false), or(isNull(trainingMoves.ownerId), eq(trainingMoves.ownerId, userId), subscribed))!
}

export interface MoveFilter {
  keyword?: string
  muscle?: string
  tool?: string
  unit?: string
  functionPart?: string
  libraryId?: number
}

export function filterSql(f: MoveFilter): SQL[] {
  const where: SQL[] = []
  if (f.keyword) where.push(ilike(trainingMoves.name, `%${f.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`))
  if (f.muscle) where.push(or(eq(trainingMoves.primaryMuscle, f.muscle as MoveRow['primaryMuscle']), sql`${trainingMoves.secondaryMuscles} @> ${JSON.stringify([f.muscle])}::jsonb`)!)
  if (f.tool) where.push(eq(trainingMoves.tool, f.tool as MoveRow['tool']))
  if (f.unit) where.push(eq(trainingMoves.unit, f.unit as MoveRow['unit']))
  if (f.functionPart) where.push(eq(trainingMoves.functionPart, f.functionPart as MoveRow['functionPart']))
  if (f.libraryId) where.push(sql`${trainingMoves.id} in (select move_id from ${trainingLibraryMoves} where library_id = ${f.libraryId})`)
  return where
}

export async function listMoves(db: Db, userId: number, f: MoveFilter, offset: number, limit: number) {
  const where = and(visibleTo(userId), ...filterSql(f))
  const [rows, [count]] = await Promise.all([
    db.select().from(trainingMoves).where(where).orderBy(asc(trainingMoves.primaryMuscle), asc(trainingMoves.level), asc(trainingMoves.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingMoves).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

/** Every move the user may list (the planner's pool), in a stable order. */
export function allVisibleMoves(db: Db, userId: number): Promise<MoveRow[]> {
  return db.select().from(trainingMoves).where(visibleTo(userId)).orderBy(asc(trainingMoves.id))
}

/** A move the user may see: visible, or used by one of the user's plans (a trainer's move in an assigned plan). */
export async function findMove(db: Db, userId: number, id: number): Promise<MoveRow | undefined> {
  const inOwnPlan = sql`exists (select 1 from ${trainingPlanItems} i join ${trainingPlans} p on p.id = i.plan_id
    where i.move_id = "training_moves"."id" and p.user_id = ${userId})`
  const [row] = await db.select().from(trainingMoves).where(and(eq(trainingMoves.id, id), or(visibleTo(userId), inOwnPlan))).limit(1)
  return row
}

export function movesByIds(db: Db, ids: number[]): Promise<MoveRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(trainingMoves).where(inArray(trainingMoves.id, ids))
}

export async function linkedMoves(db: Db, userId: number, moveId: number, kind: 'progression' | 'regression') {
  return db.select({ m: trainingMoves }).from(trainingMoveLinks)
    .innerJoin(trainingMoves, eq(trainingMoves.id, trainingMoveLinks.targetId))
    .where(and(eq(trainingMoveLinks.moveId, moveId), eq(trainingMoveLinks.kind, kind), visibleTo(userId)))
    .orderBy(asc(trainingMoves.level), asc(trainingMoves.id))
    .then((rows) => rows.map((r) => r.m))
}

export function mediaOf(db: Db, moveId: number) {
  return db.select().from(trainingMoveMedia).where(eq(trainingMoveMedia.moveId, moveId)).orderBy(asc(trainingMoveMedia.sort), asc(trainingMoveMedia.id))
}

export async function usedBy(db: Db, userId: number, moveId: number) {
  const [plans, programs] = await Promise.all([
    db.selectDistinct({ id: trainingPlans.id, name: trainingPlans.name }).from(trainingPlans)
      .innerJoin(trainingPlanItems, eq(trainingPlanItems.planId, trainingPlans.id))
      .where(and(eq(trainingPlanItems.moveId, moveId), eq(trainingPlans.userId, userId))).orderBy(asc(trainingPlans.id)).limit(10),
    db.select({ id: trainingPrograms.id, name: trainingPrograms.title }).from(trainingPrograms)
      .where(and(eq(trainingPrograms.published, true),
        sql`jsonb_path_exists(${trainingPrograms.schedule}, '$.weeks[*].days[*].modules[*].items[*] ? (@.moveId == $m)', jsonb_build_object('m', ${moveId}::int))`))
      .orderBy(asc(trainingPrograms.id)).limit(10)
  ])
  return [...plans.map((r) => ({ kind: 'plan' as const, ...r })), ...programs.map((r) => ({ kind: 'program' as const, ...r }))]
}

export async function muscleCounts(db: Db, userId: number) {
  return db.select({ muscle: trainingMoves.primaryMuscle, moves: sql<number>`count(*)::int` })
    .from(trainingMoves).where(visibleTo(userId)).groupBy(trainingMoves.primaryMuscle)
}

/** Same primary muscle and tool, not the move itself (swap candidates after its links). */
export function similarMoves(db: Db, userId: number, move: MoveRow, limit: number) {
  return db.select().from(trainingMoves)
    .where(and(visibleTo(userId), eq(trainingMoves.primaryMuscle, move.primaryMuscle), sql`${trainingMoves.id} <> ${move.id}`,
      or(eq(trainingMoves.tool, move.tool), eq(trainingMoves.tool, 'bodyweight'))))
    .orderBy(asc(sql`abs(${trainingMoves.level} - ${move.level})`), asc(trainingMoves.id)).limit(limit)
}
