// Sharing plans by link: a token once per plan, readable by anyone with it until the owner stops sharing or the
// back office hides it after a report; others like, subscribe to (follow) or copy it.
import { randomBytes } from 'node:crypto'
import type { Paged } from '@contract/envelope'
import type { PlanDetail, SharedPlan, SharedPlanSummary } from '@contract/training/shapes'
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { userCards } from '../../identity'
import { summaryRows } from '../plans/repo'
import { copyInto, detailOf, getPlan, planNotFound } from '../plans/service'
import { trainingPlanLikes, trainingPlanReports, trainingPlans } from '../tables'

const sharedNotFound = () => userError('NOT_FOUND', '分享的计划不存在或已失效')
const counts = (kind: 'like' | 'subscribe') =>
  sql<number>`(select count(*)::int from ${trainingPlanLikes} l where l.plan_id = "training_plans"."id" and l.kind = ${kind})`

async function findShared(db: Db, token: string) {
  const [row] = await summaryRows(db, and(eq(trainingPlans.shareToken, token), eq(trainingPlans.shareHidden, false))).limit(1)
  return row
}

export async function sharePlan(db: Db, userId: number, planId: number, now: Date): Promise<PlanDetail> {
  const token = randomBytes(12).toString('base64url')
  const rows = await db.update(trainingPlans).set({ shareToken: sql`coalesce(${trainingPlans.shareToken}, ${token})`, updatedAt: now })
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId))).returning({ id: trainingPlans.id })
  if (rows.length === 0) throw planNotFound()
  return getPlan(db, userId, planId)
}

export async function unsharePlan(db: Db, userId: number, planId: number, now: Date): Promise<PlanDetail> {
  const rows = await db.update(trainingPlans).set({ shareToken: null, updatedAt: now })
    .where(and(eq(trainingPlans.id, planId), eq(trainingPlans.userId, userId))).returning({ id: trainingPlans.id })
  if (rows.length === 0) throw planNotFound()
  return getPlan(db, userId, planId)
}

export async function getShared(db: Db, viewerId: number | null, token: string): Promise<SharedPlan> {
  const row = await findShared(db, token)
  if (!row) throw sharedNotFound()
  const u = userCards(db)
  const [[owner], mineRows, [c]] = await Promise.all([
    db.select().from(u).where(eq(u.id, row.plan.userId)),
    viewerId === null ? Promise.resolve([]) : db.select({ kind: trainingPlanLikes.kind }).from(trainingPlanLikes)
      .where(and(eq(trainingPlanLikes.planId, row.plan.id), eq(trainingPlanLikes.userId, viewerId))),
    db.select({ likes: counts('like'), subscribers: counts('subscribe') }).from(trainingPlans).where(eq(trainingPlans.id, row.plan.id))
  ])
  const plan = await detailOf(db, row)
  const mine = viewerId === row.plan.userId
  return {
    token, plan: { ...plan, shareToken: mine ? plan.shareToken : token }, owner: { id: owner.id, nickname: owner.name, avatar: owner.avatar },
    likes: c.likes, subscribers: c.subscribers, liked: mineRows.some((r) => r.kind === 'like'), subscribed: mineRows.some((r) => r.kind === 'subscribe'), mine
  }
}

export async function copyShared(db: Db, userId: number, token: string, now: Date): Promise<PlanDetail> {
  const shared = await getShared(db, userId, token)
  const id = await copyInto(db, shared.plan, { userId, name: shared.plan.name, note: shared.plan.note, source: 'shared', daysPerWeek: shared.plan.daysPerWeek }, now)
  return getPlan(db, userId, id)
}

export async function mark(db: Db, userId: number, token: string, kind: 'like' | 'subscribe', on: boolean, now: Date): Promise<SharedPlan> {
  const row = await findShared(db, token)
  if (!row) throw sharedNotFound()
  if (on) await db.insert(trainingPlanLikes).values({ planId: row.plan.id, userId, kind, createdAt: now }).onConflictDoNothing()
  else await db.delete(trainingPlanLikes).where(and(eq(trainingPlanLikes.planId, row.plan.id), eq(trainingPlanLikes.userId, userId), eq(trainingPlanLikes.kind, kind)))
  return getShared(db, userId, token)
}

export async function report(db: Db, userId: number, token: string, reason: string, now: Date): Promise<null> {
  const row = await findShared(db, token)
  if (!row) throw sharedNotFound()
  if (row.plan.userId === userId) throw userError('VALIDATION', '不能举报自己的计划')
  await db.insert(trainingPlanReports).values({ planId: row.plan.id, reporterId: userId, reason, createdAt: now }).onConflictDoNothing()
  return null
}

export async function listMarked(db: Db, userId: number, kind: 'like' | 'subscribe', q: { page: number; size: number }): Promise<Paged<SharedPlanSummary>> {
  const u = userCards(db)
  const where = and(eq(trainingPlanLikes.userId, userId), eq(trainingPlanLikes.kind, kind), isNotNull(trainingPlans.shareToken), eq(trainingPlans.shareHidden, false))
  const base = () => db.select({
    plan: trainingPlans, name: u.name, avatar: u.avatar, likes: counts('like'), subscribers: counts('subscribe'),
    weeks: sql<number>`(select count(*)::int from training_plan_weeks w where w.plan_id = "training_plans"."id")`
  }).from(trainingPlanLikes).innerJoin(trainingPlans, eq(trainingPlans.id, trainingPlanLikes.planId)).innerJoin(u, eq(u.id, trainingPlans.userId)).where(where)
  const [rows, [count]] = await Promise.all([
    base().orderBy(desc(trainingPlanLikes.createdAt)).offset((q.page - 1) * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingPlanLikes).innerJoin(trainingPlans, eq(trainingPlans.id, trainingPlanLikes.planId)).where(where)
  ])
  return {
    list: rows.map((r) => ({
      token: r.plan.shareToken!, planId: r.plan.id, name: r.plan.name, owner: { id: r.plan.userId, nickname: r.name, avatar: r.avatar },
      weeks: r.weeks, daysPerWeek: r.plan.daysPerWeek, likes: r.likes, subscribers: r.subscribers
    })),
    total: count?.n ?? 0, page: q.page, size: q.size
  }
}
