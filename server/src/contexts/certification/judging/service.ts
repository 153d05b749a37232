// The judge's side: sittings I am assigned to, their candidates, a candidate's scoring form and the one submit.
// The assignment is checked in the same SQL WHERE as the id (another judge's sitting answers NOT_FOUND). A submit
// inserts the one practical score of the registration (primary key: the second submit is refused with
// SCORE_LOCKED, also when two arrive at once) and settles the result in the same transaction.
import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm'
import { SCORABLE_STATUSES, type RegistrationStatus } from '@contract/certification/constants'
import type { JudgeAssignment, JudgeAssignmentDetail, JudgeCandidate, JudgeScoring, ScoreInput } from '@contract/certification/shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { examSessionRows } from '../../catalog'
import type { CertificationContext } from '../context'
import { registrationQuery, sittingOf, type RegistrationRow } from '../registrations/rows'
import { syncRegistrations } from '../registrations/sync'
import { rubricOf, totalOf } from '../results/items'
import { settleResult } from '../results/settle'
import { examRegistrations, examRules, judgeAssignments, practicalScores } from '../tables'

/** Candidates a judge sees: registrations approved for the sitting and beyond (not pending, closed or cancelled). */
const JUDGED: RegistrationStatus[] = ['approved', 'admit_card_sent', 'exam_ended', 'passed', 'failed']

function assignmentQuery(db: Db) {
  const sittings = examSessionRows(db)
  const candidates = sql<number>`(select count(*) from ${examRegistrations} r where r.exam_session_id = ${judgeAssignments.examSessionId}
    and r.status in (${sql.join(JUDGED.map((s) => sql`${s}`), sql`, `)}))::int`
  const scored = sql<number>`(select count(*) from ${examRegistrations} r join ${practicalScores} p on p.registration_id = r.id
    where r.exam_session_id = ${judgeAssignments.examSessionId})::int`
  return db.select({
    id: judgeAssignments.id, judgeId: judgeAssignments.judgeId, goodsTitle: sittings.goodsTitle, sessionId: sittings.sessionId,
    startsAt: sittings.startsAt, city: sittings.city, venueName: sittings.venueName, venueAddress: sittings.venueAddress,
    durationMinutes: examRules.durationMinutes, candidates, scored
  }).from(judgeAssignments)
    .innerJoin(sittings, eq(sittings.sessionId, judgeAssignments.examSessionId))
    .leftJoin(examRules, eq(examRules.goodsId, sittings.goodsId)).$dynamic()
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['execute']>>[number]
const toAssignment = (r: AssignmentRow): JudgeAssignment => ({
  id: r.id, goodsTitle: r.goodsTitle, sitting: sittingOf(r), candidates: r.candidates, scored: r.scored
})

const toCandidate = (r: RegistrationRow): JudgeCandidate => ({
  registrationId: r.id, name: r.name, avatar: r.avatar, seatNo: r.seatNo ?? '', status: r.status,
  practicalScore: r.practicalScore, submitted: r.scoreSubmitted !== null
})

export async function listAssignments(ctx: CertificationContext, judgeId: number, query: PageQueryInput): Promise<Paged<JudgeAssignment>> {
  const mine = eq(judgeAssignments.judgeId, judgeId)
  const [rows, [total]] = await Promise.all([
    assignmentQuery(ctx.db).where(mine).orderBy(asc(sql`starts_at`), asc(judgeAssignments.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(judgeAssignments).where(mine)
  ])
  return { list: rows.map(toAssignment), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function getAssignment(ctx: CertificationContext, judgeId: number, id: number): Promise<JudgeAssignmentDetail> {
  const [row] = await assignmentQuery(ctx.db).where(and(eq(judgeAssignments.id, id), eq(judgeAssignments.judgeId, judgeId))).limit(1)
  if (!row) throw userError('NOT_FOUND', '没有找到该考试安排')
  await syncRegistrations(ctx.db, { sessionId: row.sessionId }, ctx.now())
  const candidates = await registrationQuery(ctx.db)
    .where(and(eq(examRegistrations.examSessionId, row.sessionId), inArray(examRegistrations.status, JUDGED)))
    .orderBy(asc(examRegistrations.seatNo), asc(examRegistrations.id))
  return { assignment: toAssignment(row), candidates: candidates.map(toCandidate) }
}

/** The registration, only when this judge is assigned to its sitting (same WHERE). */
async function judgedRegistration(db: Db, judgeId: number, registrationId: number): Promise<RegistrationRow> {
  const assigned = exists(db.select({ one: sql`1` }).from(judgeAssignments).where(and(
    eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.examSessionId, examRegistrations.examSessionId))))
  const [row] = await registrationQuery(db)
    .where(and(eq(examRegistrations.id, registrationId), inArray(examRegistrations.status, JUDGED), assigned)).limit(1)
  if (!row) throw userError('REGISTRATION_NOT_FOUND', '没有找到该考生')
  return row
}

export async function getScoring(ctx: CertificationContext, judgeId: number, registrationId: number): Promise<JudgeScoring> {
  const row = await judgedRegistration(ctx.db, judgeId, registrationId)
  const [rubric, [score]] = await Promise.all([
    rubricOf(ctx.db, row.goodsId),
    ctx.db.select().from(practicalScores).where(eq(practicalScores.registrationId, registrationId)).limit(1)
  ])
  return {
    candidate: toCandidate(row), goodsTitle: row.goodsTitle, sitting: sittingOf(row), rubric,
    submitted: score ? { items: score.items, total: score.total, submittedAt: score.submittedAt.toISOString() } : null
  }
}

export async function submitScore(ctx: CertificationContext, judgeId: number, registrationId: number, input: ScoreInput): Promise<JudgeScoring> {
  const row = await judgedRegistration(ctx.db, judgeId, registrationId)
  const total = totalOf(await rubricOf(ctx.db, row.goodsId), input.items)
  if (!SCORABLE_STATUSES.includes(row.status) && row.scoreSubmitted === null) {
    throw userError('REGISTRATION_STATE', '该考生当前不能评分')
  }
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx.insert(practicalScores).values({
      registrationId, judgeId, items: input.items, total, submittedAt: ctx.now()
    }).onConflictDoNothing().returning({ id: practicalScores.registrationId })
    if (inserted.length === 0) throw userError('SCORE_LOCKED', '成绩已提交，不能再次修改（如需更正请联系后台）')
    await settleResult(ctx, tx, registrationId)
  })
  return getScoring(ctx, judgeId, registrationId)
}
