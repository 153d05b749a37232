// The back office's training area: company moves and media, libraries, programs, unlock code batches, reported
// shared plans. Every write records an audit entry in its own transaction.
import { randomInt } from 'node:crypto'
import type { Paged } from '@contract/envelope'
import type * as A from '@contract/training/admin-shapes'
import { UNLOCK_CODE_LENGTH } from '@contract/training/constants'
import { and, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { moveInput } from '@contract/training/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { userCards } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import { writeMove } from '../library/service'
import { filterSql, linkedMoves, mediaOf, toMoveSummary, usedBy, type MoveRow } from '../moves/repo'
import { toProgramDetail } from '../programs/view'
import {
  trainingLibraries, trainingLibraryMoves, trainingLibrarySubs, trainingMoves, trainingPlanReports, trainingPlans, trainingPrograms,
  trainingUnlockBatches, trainingUnlockCodes
} from '../tables'
import { assertScheduleMoves } from './program-moves'
import type * as S from './schemas'

type Out<T extends z.ZodType> = z.output<T>
const notFound = (what: string) => userError('NOT_FOUND', `${what}不存在`)
const paged = <T>(list: T[], total: number, q: { page: number; size: number }): Paged<T> => ({ list, total, page: q.page, size: q.size })
const count = (db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined) =>
  db.select({ n: sql<number>`count(*)::int` }).from(table).where(where).then((r) => r[0]?.n ?? 0)

async function moveView(db: Db, m: MoveRow): Promise<A.AdminMove> {
  const [media, up, down, used] = await Promise.all([mediaOf(db, m.id), linkedMoves(db, 0, m.id, 'progression'), linkedMoves(db, 0, m.id, 'regression'), usedBy(db, 0, m.id)])
  return {
    ...toMoveSummary(m), cues: m.cues, mistakes: m.mistakes, progressionNote: m.progressionNote,
    media: media.map((x) => ({ id: x.id, kind: x.kind, url: x.url, poster: x.poster, caption: x.caption })),
    progressions: up.map(toMoveSummary), regressions: down.map(toMoveSummary), usedBy: used, record: null, hidden: m.hidden, updatedAt: m.updatedAt.toISOString()
  }
}

export async function listMoves(db: Db, q: Out<typeof S.adminMoveListQuery>): Promise<Paged<A.AdminMove>> {
  const owner = q.owner === undefined || q.owner === 'company' ? isNull(trainingMoves.ownerId) : eq(trainingMoves.ownerId, Number(q.owner))
  const where = and(owner, ...filterSql(q))
  const rows = await db.select().from(trainingMoves).where(where).orderBy(trainingMoves.id).offset((q.page - 1) * q.size).limit(q.size)
  return paged(await Promise.all(rows.map((m) => moveView(db, m))), await count(db, trainingMoves, where), q)
}

export async function getMove(db: Db, id: number): Promise<A.AdminMove> {
  const [m] = await db.select().from(trainingMoves).where(eq(trainingMoves.id, id)).limit(1)
  if (!m) throw notFound('动作')
  return moveView(db, m)
}

export async function saveMove(db: Db, actor: AuditActor, id: number | null, input: Out<typeof moveInput>, now: Date): Promise<A.AdminMove> {
  if (id !== null) await getMove(db, id)
  // A link to a move that does not exist would fail on the foreign key (a 500): say which field is wrong instead.
  const linked = [...new Set([...input.progressionIds, ...input.regressionIds])]
  if (linked.length) {
    const found = await db.select({ id: trainingMoves.id }).from(trainingMoves).where(sql`${trainingMoves.id} in ${linked}`)
    if (found.length !== linked.length) throw notFound('关联的进阶或退阶动作')
  }
  const saved = await writeMove(db, id, null, input, now)
  const action = id ? 'trainingMove.update' : 'trainingMove.create'
  await recordAudit(db, actor, {
    action, resource: 'trainingMove', resourceId: saved, summary: `动作「${input.name}」${id ? '修改' : '新增'}`, coded: { code: action, params: { name: input.name } }, after: input
  })
  return getMove(db, saved)
}

export async function setHidden(db: Db, actor: AuditActor, id: number, hidden: boolean): Promise<A.AdminMove> {
  const move = await getMove(db, id)
  await db.transaction(async (tx) => {
    await tx.update(trainingMoves).set({ hidden }).where(eq(trainingMoves.id, id))
    const action = hidden ? 'trainingMove.hide' : 'trainingMove.show'
    await recordAudit(tx, actor, { action, resource: 'trainingMove', resourceId: id, summary: `动作「${move.name}」${hidden ? '隐藏' : '显示'}`, coded: { code: action, params: { name: move.name } } })
  })
  return getMove(db, id)
}

async function libraryView(db: Db, id: number): Promise<A.AdminLibrary> {
  const [lib] = await db.select().from(trainingLibraries).where(eq(trainingLibraries.id, id)).limit(1)
  if (!lib) throw notFound('动作库')
  const [moves, subs] = await Promise.all([
    db.select({ id: trainingLibraryMoves.moveId }).from(trainingLibraryMoves).where(eq(trainingLibraryMoves.libraryId, id)).orderBy(trainingLibraryMoves.sort),
    count(db, trainingLibrarySubs, eq(trainingLibrarySubs.libraryId, id))
  ])
  return { id: lib.id, name: lib.name, intro: lib.intro, cover: lib.cover, ownerId: lib.ownerId, published: lib.published, moveIds: moves.map((m) => m.id), subscriberCount: subs }
}

export async function listLibraries(db: Db, q: { page: number; size: number }): Promise<Paged<A.AdminLibrary>> {
  const rows = await db.select({ id: trainingLibraries.id }).from(trainingLibraries).orderBy(trainingLibraries.id).offset((q.page - 1) * q.size).limit(q.size)
  return paged(await Promise.all(rows.map((r) => libraryView(db, r.id))), await count(db, trainingLibraries, undefined), q)
}

export async function saveLibrary(db: Db, actor: AuditActor, id: number | null, input: Out<typeof S.libraryInput>, now: Date): Promise<A.AdminLibrary> {
  if (id !== null) await libraryView(db, id)
  const saved = await db.transaction(async (tx) => {
    const fields = { name: input.name, intro: input.intro, cover: input.cover, published: input.published }
    const libId = id ?? (await tx.insert(trainingLibraries).values({ ...fields, createdAt: now }).returning({ id: trainingLibraries.id }))[0].id
    if (id !== null) await tx.update(trainingLibraries).set(fields).where(eq(trainingLibraries.id, id))
    await tx.delete(trainingLibraryMoves).where(eq(trainingLibraryMoves.libraryId, libId))
    const ids = [...new Set(input.moveIds)]
    if (ids.length) {
      const found = await tx.select({ id: trainingMoves.id }).from(trainingMoves).where(sql`${trainingMoves.id} in ${ids}`)
      if (found.length !== ids.length) throw notFound('动作')
      await tx.insert(trainingLibraryMoves).values(ids.map((moveId, sort) => ({ libraryId: libId, moveId, sort })))
    }
    const action = id ? 'trainingLibrary.update' : 'trainingLibrary.create'
    await recordAudit(tx, actor, { action, resource: 'trainingLibrary', resourceId: libId, summary: `动作库「${input.name}」${id ? '修改' : '新增'}`, coded: { code: action, params: { name: input.name } } })
    return libId
  })
  return libraryView(db, saved)
}

/** published ↔ unpublished, conditionally: a second click (or a colleague's) is told it already happened. */
export async function setLibraryPublished(db: Db, actor: AuditActor, id: number, published: boolean): Promise<A.AdminLibrary> {
  const lib = await libraryView(db, id)
  await db.transaction(async (tx) => {
    const changed = await tx.update(trainingLibraries).set({ published })
      .where(and(eq(trainingLibraries.id, id), eq(trainingLibraries.published, !published))).returning({ id: trainingLibraries.id })
    if (!changed.length) throw userError('CONFLICT', published ? '该动作库已发布' : '该动作库已下架')
    const action = published ? 'trainingLibrary.publish' : 'trainingLibrary.unpublish'
    await recordAudit(tx, actor, { action, resource: 'trainingLibrary', resourceId: id, summary: `动作库「${lib.name}」${published ? '发布' : '下架'}`, coded: { code: action, params: { name: lib.name } } })
  })
  return libraryView(db, id)
}

async function programView(db: Db, id: number): Promise<A.AdminProgram> {
  const [p] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id)).limit(1)
  if (!p) throw notFound('训练计划')
  const [issued, used] = await Promise.all([
    count(db, trainingUnlockCodes, eq(trainingUnlockCodes.programId, id)),
    count(db, trainingUnlockCodes, and(eq(trainingUnlockCodes.programId, id), isNotNull(trainingUnlockCodes.usedBy)))
  ])
  return { ...(await toProgramDetail(db, p, true)), published: p.published, codesIssued: issued, codesUsed: used, updatedAt: p.updatedAt.toISOString() }
}

export async function listPrograms(db: Db, q: { page: number; size: number; keyword?: string }): Promise<Paged<A.AdminProgram>> {
  const where = q.keyword ? ilike(trainingPrograms.title, `%${q.keyword}%`) : undefined
  const rows = await db.select({ id: trainingPrograms.id }).from(trainingPrograms).where(where).orderBy(desc(trainingPrograms.sort), desc(trainingPrograms.id)).offset((q.page - 1) * q.size).limit(q.size)
  return paged(await Promise.all(rows.map((r) => programView(db, r.id))), await count(db, trainingPrograms, where), q)
}

export const getProgram = programView

export async function saveProgram(db: Db, actor: AuditActor, id: number | null, input: Out<typeof S.programInput>, now: Date): Promise<A.AdminProgram> {
  if (id !== null) await programView(db, id)
  await assertScheduleMoves(db, input.weeks)
  const fields = {
    title: input.title, subtitle: input.subtitle ?? '', cover: input.cover ?? '', description: input.description ?? '', level: input.level, access: input.access,
    goodsId: input.goodsId, priceFen: input.priceFen, published: input.published, schedule: { weeks: input.weeks }, updatedAt: now
  }
  const saved = await db.transaction(async (tx) => {
    const programId = id ?? (await tx.insert(trainingPrograms).values({ ...fields, createdAt: now }).returning({ id: trainingPrograms.id }))[0].id
    if (id !== null) await tx.update(trainingPrograms).set(fields).where(eq(trainingPrograms.id, id))
    const action = id ? 'trainingProgram.update' : 'trainingProgram.create'
    await recordAudit(tx, actor, { action, resource: 'trainingProgram', resourceId: programId, summary: `力训计划「${input.title}」${id ? '修改' : '新增'}`, coded: { code: action, params: { title: input.title } } })
    return programId
  })
  return programView(db, saved)
}

export async function setProgramPublished(db: Db, actor: AuditActor, id: number, published: boolean, now: Date): Promise<A.AdminProgram> {
  const program = await programView(db, id)
  await db.transaction(async (tx) => {
    const changed = await tx.update(trainingPrograms).set({ published, updatedAt: now })
      .where(and(eq(trainingPrograms.id, id), eq(trainingPrograms.published, !published))).returning({ id: trainingPrograms.id })
    if (!changed.length) throw userError('CONFLICT', published ? '该计划已上架' : '该计划已下架')
    const action = published ? 'trainingProgram.publish' : 'trainingProgram.unpublish'
    await recordAudit(tx, actor, { action, resource: 'trainingProgram', resourceId: id, summary: `力训计划「${program.title}」${published ? '上架' : '下架'}`, coded: { code: action, params: { title: program.title } } })
  })
  return programView(db, id)
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: UNLOCK_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

export async function createCodes(db: Db, actor: AuditActor, programId: number, input: Out<typeof S.codeBatchInput>, now: Date): Promise<A.AdminCodeBatch> {
  const program = await programView(db, programId)
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null
  return db.transaction(async (tx) => {
    const [batch] = await tx.insert(trainingUnlockBatches).values({ programId, count: input.count, expiresAt, createdBy: actor.id, createdAt: now }).returning({ id: trainingUnlockBatches.id })
    const codes = new Set<string>()
    while (codes.size < input.count) codes.add(newCode())
    const inserted = await tx.insert(trainingUnlockCodes).values([...codes].map((code) => ({ code, batchId: batch.id, programId, expiresAt, createdAt: now })))
      .onConflictDoNothing().returning({ code: trainingUnlockCodes.code })
    await recordAudit(tx, actor, {
      action: 'trainingProgram.codes', resource: 'trainingProgram', resourceId: programId, summary: `力训计划「${program.title}」生成兑换码${inserted.length}个`,
      coded: { code: 'trainingProgram.codes', params: { title: program.title, count: inserted.length } }
    })
    return { batchId: batch.id, programId, codes: inserted.map((c) => c.code), expiresAt: expiresAt?.toISOString() ?? null }
  })
}

export async function listCodes(db: Db, programId: number, q: Out<typeof S.codeListQuery>): Promise<Paged<A.AdminUnlockCode>> {
  await programView(db, programId)
  const u = userCards(db)
  const where = and(eq(trainingUnlockCodes.programId, programId), q.used === undefined ? undefined : q.used === 'true' ? isNotNull(trainingUnlockCodes.usedBy) : isNull(trainingUnlockCodes.usedBy))
  const rows = await db.select({ c: trainingUnlockCodes, name: u.name }).from(trainingUnlockCodes).leftJoin(u, eq(u.id, trainingUnlockCodes.usedBy)).where(where)
    .orderBy(desc(trainingUnlockCodes.createdAt), trainingUnlockCodes.code).offset((q.page - 1) * q.size).limit(q.size)
  return paged(rows.map(({ c, name }) => ({
    code: c.code, batchId: c.batchId, usedBy: c.usedBy ? { id: c.usedBy, nickname: name ?? '' } : null, usedAt: c.usedAt?.toISOString() ?? null,
    expiresAt: c.expiresAt?.toISOString() ?? null, createdAt: c.createdAt.toISOString()
  })), await count(db, trainingUnlockCodes, where), q)
}

function reportRows(db: Db, where: SQL | undefined) {
  const owner = userCards(db)
  const reporter = userCards(db, 'reporter_cards')
  return db.select({ r: trainingPlanReports, plan: trainingPlans, ownerName: owner.name, reporterName: reporter.name })
    .from(trainingPlanReports).innerJoin(trainingPlans, eq(trainingPlans.id, trainingPlanReports.planId)).innerJoin(owner, eq(owner.id, trainingPlans.userId))
    .innerJoin(reporter, eq(reporter.id, trainingPlanReports.reporterId)).where(where)
}

const toReport = ({ r, plan, ownerName, reporterName }: Awaited<ReturnType<typeof reportRows>>[number]): A.AdminPlanReport => ({
  id: r.id, planId: plan.id, planName: plan.name, shareToken: plan.shareToken ?? '', owner: { id: plan.userId, nickname: ownerName }, reporter: { id: r.reporterId, nickname: reporterName ?? '' },
  reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString(), handledAt: r.handledAt?.toISOString() ?? null
})

export async function listReports(db: Db, q: Out<typeof S.reportListQuery>): Promise<Paged<A.AdminPlanReport>> {
  const where = q.status ? eq(trainingPlanReports.status, q.status) : undefined
  const rows = await reportRows(db, where).orderBy(sql`${trainingPlanReports.status} = 'open' desc`, desc(trainingPlanReports.createdAt)).offset((q.page - 1) * q.size).limit(q.size)
  return paged(rows.map(toReport), await count(db, trainingPlanReports, where), q)
}

/** open → hidden (the plan's link stops working) or dismissed, once. */
export async function decideReport(db: Db, actor: AuditActor, id: number, action: 'hide' | 'dismiss', now: Date): Promise<A.AdminPlanReport> {
  await db.transaction(async (tx) => {
    const [r] = await tx.update(trainingPlanReports).set({ status: action === 'hide' ? 'hidden' : 'dismissed', handledAt: now })
      .where(and(eq(trainingPlanReports.id, id), eq(trainingPlanReports.status, 'open'))).returning()
    if (!r) {
      const [known] = await tx.select({ id: trainingPlanReports.id }).from(trainingPlanReports).where(eq(trainingPlanReports.id, id))
      throw known ? userError('CONFLICT', '该举报已处理') : notFound('举报')
    }
    if (action === 'hide') {
      await tx.update(trainingPlans).set({ shareHidden: true }).where(eq(trainingPlans.id, r.planId))
      await tx.update(trainingPlanReports).set({ status: 'hidden', handledAt: now }).where(and(eq(trainingPlanReports.planId, r.planId), eq(trainingPlanReports.status, 'open')))
    }
    const code = action === 'hide' ? 'trainingReport.hide' : 'trainingReport.dismiss'
    await recordAudit(tx, actor, { action: code, resource: 'trainingReport', resourceId: id, summary: `分享计划举报${action === 'hide' ? '：隐藏计划' : '：驳回'}`, coded: { code, params: { id } } })
  })
  const [row] = await reportRows(db, eq(trainingPlanReports.id, id))
  return toReport(row)
}

