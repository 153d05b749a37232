// Published strength programs: free, unlocked by a single-use code, or by buying their goods; an unlocked program
// copied into a plan of the user.
import type { Paged } from '@contract/envelope'
import type { PlanDetail, ProgramDetail, ProgramSummary } from '@contract/training/shapes'
import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { paidGoodsOf } from '../../commerce'
import { getPlan, insertPlan } from '../plans/service'
import { trainingProgramUnlocks, trainingPrograms, trainingUnlockCodes } from '../tables'
import { toProgramDetail, toProgramSummary, type ProgramRow } from './view'

const programNotFound = () => userError('NOT_FOUND', '训练计划不存在')

/** Unlocked for the user: free, a code redeemed, or its goods bought (one SQL expression per row). */
function unlockedSql(db: Db, userId: number) {
  const paid = paidGoodsOf(db, userId)
  // coalesce: `in` over a list holding a null (an order without goods) answers null instead of false.
  return sql<boolean>`coalesce(${trainingPrograms.access} = 'free'
    or exists (select 1 from ${trainingProgramUnlocks} u where u.program_id = "training_programs"."id" and u.user_id = ${userId})
    or (${trainingPrograms.access} = 'purchase' and ${trainingPrograms.goodsId} in (select ${paid.goodsId} from ${paid})), false)`
}

export async function listPrograms(db: Db, userId: number, q: { page: number; size: number; keyword?: string }): Promise<Paged<ProgramSummary>> {
  const where = and(eq(trainingPrograms.published, true), q.keyword ? ilike(trainingPrograms.title, `%${q.keyword}%`) : undefined)
  const [rows, [count]] = await Promise.all([
    db.select({ program: trainingPrograms, unlocked: unlockedSql(db, userId) }).from(trainingPrograms).where(where)
      .orderBy(desc(trainingPrograms.sort), desc(trainingPrograms.id)).offset((q.page - 1) * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingPrograms).where(where)
  ])
  return { list: rows.map((r) => toProgramSummary(r.program, r.unlocked)), total: count?.n ?? 0, page: q.page, size: q.size }
}

async function findProgram(db: Db, userId: number, id: number): Promise<{ program: ProgramRow; unlocked: boolean } | undefined> {
  const [row] = await db.select({ program: trainingPrograms, unlocked: unlockedSql(db, userId) }).from(trainingPrograms)
    .where(and(eq(trainingPrograms.id, id), eq(trainingPrograms.published, true))).limit(1)
  return row
}

export async function getProgram(db: Db, userId: number, id: number): Promise<ProgramDetail> {
  const row = await findProgram(db, userId, id)
  if (!row) throw programNotFound()
  return toProgramDetail(db, row.program, row.unlocked)
}

/**
 * Takes the code with one conditional UPDATE (unused and not expired → used by this user): two people racing for
 * one code, or one person twice, leave it used once.
 */
export async function redeem(db: Db, userId: number, code: string, now: Date): Promise<ProgramDetail> {
  const programId = await db.transaction(async (tx) => {
    const [taken] = await tx.update(trainingUnlockCodes).set({ usedBy: userId, usedAt: now })
      .where(and(eq(trainingUnlockCodes.code, code), isNull(trainingUnlockCodes.usedBy),
        sql`(${trainingUnlockCodes.expiresAt} is null or ${trainingUnlockCodes.expiresAt} > ${now})`))
      .returning({ programId: trainingUnlockCodes.programId })
    if (!taken) {
      const [known] = await tx.select().from(trainingUnlockCodes).where(eq(trainingUnlockCodes.code, code)).limit(1)
      if (known?.usedBy) throw userError('UNLOCK_CODE_USED', '兑换码已被使用')
      throw userError('UNLOCK_CODE_INVALID', '兑换码无效或已过期')
    }
    await tx.insert(trainingProgramUnlocks).values({ programId: taken.programId, userId, via: 'code', createdAt: now }).onConflictDoNothing()
    return taken.programId
  })
  return getProgram(db, userId, programId)
}

export async function startProgram(db: Db, userId: number, id: number, now: Date): Promise<PlanDetail> {
  const program = await getProgram(db, userId, id)
  if (!program.unlocked) throw userError('PROGRAM_LOCKED', '该训练计划尚未解锁，请购买或使用兑换码')
  const planId = await db.transaction((tx) => insertPlan(tx, {
    userId, name: program.title.slice(0, 30), note: program.subtitle, source: 'program', daysPerWeek: program.daysPerWeek
  }, program.schedule, now))
  return getPlan(db, userId, planId)
}
