// The back office's registrations: the list, review (approve / reject: one conditional UPDATE from pending review),
// closing a sitting's registration, seat numbers and admit cards, and score corrections. Every write is audited in
// its own transaction.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { AdminRegistration, AdminRegistrationQuery, ScoreCorrectionInput, SittingChange } from '@contract/certification/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import { certificateOfRegistration } from '../certificates/issue'
import type { CertificationContext } from '../context'
import { registrationQuery, toRegistration, type RegistrationRow } from '../registrations/rows'
import { syncRegistrations } from '../registrations/sync'
import { rescore } from '../results/rescore'
import { examRegistrations } from '../tables'

type Query = PageQueryInput & Omit<AdminRegistrationQuery, 'page' | 'size'>

async function toAdmin(ctx: CertificationContext, r: RegistrationRow): Promise<AdminRegistration> {
  const cert = r.status === 'passed' ? await certificateOfRegistration(ctx.db, r.id) : undefined
  return {
    ...toRegistration(r), userId: r.userId, name: r.name, phone: r.phone, seatNo: r.seatNo ?? '',
    scoreSubmitted: r.scoreSubmitted !== null, certificateNumber: cert?.number ?? null
  }
}

export async function listRegistrations(ctx: CertificationContext, query: Query): Promise<Paged<AdminRegistration>> {
  await syncRegistrations(ctx.db, query.sessionId ? { sessionId: query.sessionId } : {}, ctx.now())
  const filters: SQL[] = []
  if (query.sessionId) filters.push(eq(examRegistrations.examSessionId, query.sessionId))
  if (query.status) filters.push(eq(examRegistrations.status, query.status))
  // The candidate's phone lives in identity's people subquery, which registrationQuery joins as "candidates".
  if (query.phone) filters.push(sql`"candidates"."phone" like ${`%${query.phone}%`}`)
  const rows = await registrationQuery(ctx.db).where(and(...filters))
    .orderBy(desc(examRegistrations.id)).offset(offsetOf(query)).limit(query.size)
  const [total] = await ctx.db.select({ n: count() }).from(registrationQuery(ctx.db).where(and(...filters)).as('matching'))
  const list = await Promise.all(rows.map((r) => toAdmin(ctx, r)))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function oneRegistration(ctx: CertificationContext, id: number): Promise<AdminRegistration> {
  const [row] = await registrationQuery(ctx.db).where(eq(examRegistrations.id, id)).limit(1)
  if (!row) throw userError('REGISTRATION_NOT_FOUND', '报名记录不存在')
  return toAdmin(ctx, row)
}

export async function review(ctx: CertificationContext, actor: AuditActor, id: number, approve: boolean): Promise<AdminRegistration> {
  const status = approve ? 'approved' : 'cancelled'
  await ctx.db.transaction(async (tx) => {
    const moved = await tx.update(examRegistrations).set({ status, updatedAt: ctx.now() })
      .where(and(eq(examRegistrations.id, id), eq(examRegistrations.status, 'pending_review'))).returning({ id: examRegistrations.id })
    if (moved.length === 0) throw userError('REGISTRATION_STATE', '只有待审核的报名可以审核')
    await recordAudit(tx, actor, {
      action: approve ? 'examRegistration.approve' : 'examRegistration.reject', resource: 'examRegistration', resourceId: id,
      summary: approve ? `报名 #${id} 审核通过` : `报名 #${id} 审核驳回`,
      coded: { code: approve ? 'examRegistration.approve' : 'examRegistration.reject', params: { id } }, before: { status: 'pending_review' }, after: { status }
    })
  })
  return oneRegistration(ctx, id)
}

export async function closeRegistration(ctx: CertificationContext, actor: AuditActor, sessionId: number): Promise<SittingChange> {
  await syncRegistrations(ctx.db, { sessionId }, ctx.now())
  return ctx.db.transaction(async (tx) => {
    const moved = await tx.update(examRegistrations).set({ status: 'registration_closed', updatedAt: ctx.now() })
      .where(and(eq(examRegistrations.examSessionId, sessionId), eq(examRegistrations.status, 'pending_review')))
      .returning({ id: examRegistrations.id })
    await recordAudit(tx, actor, {
      action: 'examSitting.closeRegistration', resource: 'examSitting', resourceId: sessionId,
      summary: `考试场次 #${sessionId} 截止报名（${moved.length} 人待审核报名关闭）`, after: { ids: moved.map((m) => m.id) },
      coded: { code: 'examSitting.closeRegistration', params: { sessionId, count: moved.length } }
    })
    return { changed: moved.length }
  })
}

/** Seat numbers in registration order, continuing after those already given; then the admit card counts as sent. */
export async function sendAdmitCards(ctx: CertificationContext, actor: AuditActor, sessionId: number): Promise<SittingChange> {
  await syncRegistrations(ctx.db, { sessionId }, ctx.now())
  return ctx.db.transaction(async (tx) => {
    const [seated] = await tx.select({ n: count() }).from(examRegistrations)
      .where(and(eq(examRegistrations.examSessionId, sessionId), inArray(examRegistrations.status, ['admit_card_sent', 'exam_ended', 'passed', 'failed'])))
    const approved = await tx.select({ id: examRegistrations.id }).from(examRegistrations)
      .where(and(eq(examRegistrations.examSessionId, sessionId), eq(examRegistrations.status, 'approved'), isNull(examRegistrations.admitSentAt)))
      .orderBy(asc(examRegistrations.id))
    let next = (seated?.n ?? 0) + 1
    let changed = 0
    for (const { id } of approved) {
      const moved = await tx.update(examRegistrations)
        .set({ status: 'admit_card_sent', seatNo: String(next).padStart(3, '0'), admitSentAt: ctx.now(), updatedAt: ctx.now() })
        .where(and(eq(examRegistrations.id, id), eq(examRegistrations.status, 'approved'))).returning({ id: examRegistrations.id })
      if (moved.length === 1) { next += 1; changed += 1 }
    }
    await recordAudit(tx, actor, {
      action: 'examSitting.admitCards', resource: 'examSitting', resourceId: sessionId,
      summary: `考试场次 #${sessionId} 发放准考证 ${changed} 张`, after: { changed },
      coded: { code: 'examSitting.admitCards', params: { sessionId, count: changed } }
    })
    return { changed }
  })
}

export async function correctScore(ctx: CertificationContext, actor: AuditActor, id: number, input: ScoreCorrectionInput): Promise<AdminRegistration> {
  await ctx.db.transaction(async (tx) => {
    const change = await rescore(ctx, tx, id, input.items, input.reason)
    await recordAudit(tx, actor, {
      action: 'examScore.correct', resource: 'examRegistration', resourceId: id,
      summary: `报名 #${id} 实操成绩更正：${change.before.total} → ${change.after.total}（${input.reason}）`,
      coded: { code: 'examScore.correct', params: { id, from: change.before.total, to: change.after.total, reason: input.reason } },
      before: change.before, after: { ...change.after, reason: input.reason }
    })
  })
  return oneRegistration(ctx, id)
}
