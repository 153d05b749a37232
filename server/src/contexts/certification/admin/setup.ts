// An exam goods' rules and rubric, and the judges of a sitting. The rubric's items are replaced as a whole only
// while no candidate of the goods has been scored (their submitted items point at them); rules may change any time.
import { asc, eq } from 'drizzle-orm'
import type { AdminJudge, ExamSetup, RubricInput } from '@contract/certification/admin-shapes'
import { DEFAULT_CERT_VALID_MONTHS, DEFAULT_EXAM_MINUTES, DEFAULT_PASS_PERCENT } from '@contract/certification/constants'
import { userError } from '../../../http/errors'
import { examSessionRows, goodsExists } from '../../catalog'
import { findUserByPhone, idsWithRole, userRows } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { CertificationContext } from '../context'
import { rubricOf } from '../results/items'
import { examRegistrations, examRules, judgeAssignments, practicalScores, rubricItems } from '../tables'

export async function getSetup(ctx: CertificationContext, goodsId: number): Promise<ExamSetup> {
  const [rules] = await ctx.db.select().from(examRules).where(eq(examRules.goodsId, goodsId)).limit(1)
  return {
    goodsId, passPercent: rules?.passPercent ?? DEFAULT_PASS_PERCENT, durationMinutes: rules?.durationMinutes ?? DEFAULT_EXAM_MINUTES,
    courseTitle: rules?.courseTitle ?? '', hours: rules?.hours ?? 0, validMonths: rules?.validMonths ?? DEFAULT_CERT_VALID_MONTHS,
    hasTheory: rules?.hasTheory ?? false, items: await rubricOf(ctx.db, goodsId)
  }
}

const sameItems = (a: RubricInput['items'], b: RubricInput['items']) =>
  a.length === b.length && a.every((item, i) => item.title === b[i]?.title && item.maxScore === b[i]?.maxScore)

export async function setSetup(ctx: CertificationContext, actor: AuditActor, goodsId: number, input: RubricInput): Promise<ExamSetup> {
  if (!(await goodsExists(ctx.db, goodsId))) throw userError('NOT_FOUND', '考试商品不存在')
  const before = await getSetup(ctx, goodsId)
  await ctx.db.transaction(async (tx) => {
    const { items, ...rules } = input
    await tx.insert(examRules).values({ goodsId, ...rules, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: examRules.goodsId, set: { ...rules, updatedAt: ctx.now() } })
    if (!sameItems(before.items, items)) {
      const [scored] = await tx.select({ id: practicalScores.registrationId }).from(practicalScores)
        .innerJoin(examRegistrations, eq(examRegistrations.id, practicalScores.registrationId))
        .where(eq(examRegistrations.goodsId, goodsId)).limit(1)
      if (scored) throw userError('CONFLICT', '已有考生按当前评分标准评分，不能再修改评分项')
      await tx.delete(rubricItems).where(eq(rubricItems.goodsId, goodsId))
      await tx.insert(rubricItems).values(items.map((item, sort) => ({ goodsId, ...item, sort })))
    }
    await recordAudit(tx, actor, {
      action: 'examSetup.update', resource: 'examGoods', resourceId: goodsId, summary: `考试商品 #${goodsId} 考试规则与评分标准更新`,
      coded: { code: 'examSetup.update', params: { goodsId } },
      before, after: input
    })
  })
  return getSetup(ctx, goodsId)
}

export async function listJudges(ctx: CertificationContext, sessionId: number): Promise<AdminJudge[]> {
  const people = userRows(ctx.db, 'judges')
  return ctx.db.select({ assignmentId: judgeAssignments.id, judgeId: judgeAssignments.judgeId, name: people.name, phone: people.phone })
    .from(judgeAssignments).innerJoin(people, eq(people.id, judgeAssignments.judgeId))
    .where(eq(judgeAssignments.examSessionId, sessionId)).orderBy(asc(judgeAssignments.id))
}

export async function assignJudge(ctx: CertificationContext, actor: AuditActor, sessionId: number, phone: string): Promise<AdminJudge[]> {
  const sittings = examSessionRows(ctx.db)
  const [sitting] = await ctx.db.select({ id: sittings.sessionId }).from(sittings).where(eq(sittings.sessionId, sessionId)).limit(1)
  if (!sitting) throw userError('SESSION_NOT_FOUND', '考试场次不存在')
  const user = await findUserByPhone(ctx.db, phone)
  if (!user || (await idsWithRole(ctx.db, [user.id], 'judge')).length === 0) throw userError('JUDGE_NOT_FOUND', '该手机号不是考官账号')
  await ctx.db.transaction(async (tx) => {
    const added = await tx.insert(judgeAssignments).values({ judgeId: user.id, examSessionId: sessionId })
      .onConflictDoNothing().returning({ id: judgeAssignments.id })
    if (added.length === 0) return
    await recordAudit(tx, actor, {
      action: 'examSitting.assignJudge', resource: 'examSitting', resourceId: sessionId,
      summary: `考试场次 #${sessionId} 指派考官 ${phone}`, after: { judgeId: user.id },
      coded: { code: 'examSitting.assignJudge', params: { sessionId, name: user.name, phone } }
    })
  })
  return listJudges(ctx, sessionId)
}
