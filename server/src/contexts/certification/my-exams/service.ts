// The learner's registrations (考试列表) and one with its admit card, result and certificate (考试详情). The owner
// is in the same WHERE as the id: another learner's registration answers REGISTRATION_NOT_FOUND.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { SCORABLE_STATUSES } from '@contract/certification/constants'
import type { AdmitCard, ExamRegistration, ExamRegistrationDetail } from '@contract/certification/shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { certificateOfRegistration } from '../certificates/issue'
import type { CertificationContext } from '../context'
import { registrationQuery, toRegistration, type RegistrationRow } from '../registrations/rows'
import { syncRegistrations } from '../registrations/sync'
import { settleResult } from '../results/settle'
import { examRegistrations, practicalScores } from '../tables'

/** Judged registrations still waiting (for the online theory result): try to settle them before showing. */
async function settleWaiting(ctx: CertificationContext, userId: number): Promise<void> {
  const waiting = await ctx.db.select({ id: examRegistrations.id }).from(examRegistrations)
    .innerJoin(practicalScores, eq(practicalScores.registrationId, examRegistrations.id))
    .where(and(eq(examRegistrations.userId, userId), inArray(examRegistrations.status, [...SCORABLE_STATUSES])))
  for (const { id } of waiting) await ctx.db.transaction((tx) => settleResult(ctx, tx, id))
}

async function prepare(ctx: CertificationContext, userId: number): Promise<void> {
  await syncRegistrations(ctx.db, { userId }, ctx.now())
  await settleWaiting(ctx, userId)
}

export async function listMine(ctx: CertificationContext, userId: number, query: PageQueryInput): Promise<Paged<ExamRegistration>> {
  await prepare(ctx, userId)
  const mine = eq(examRegistrations.userId, userId)
  const [rows, [total]] = await Promise.all([
    registrationQuery(ctx.db).where(mine).orderBy(desc(examRegistrations.createdAt), desc(examRegistrations.id))
      .offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(examRegistrations).where(mine)
  ])
  return { list: rows.map(toRegistration), total: total?.n ?? 0, page: query.page, size: query.size }
}

function admitCardOf(r: RegistrationRow): AdmitCard | null {
  if (!r.admitSentAt || r.status === 'cancelled') return null
  return {
    registrationNo: String(r.id).padStart(8, '0'), holderName: r.name, photo: r.avatar, seatNo: r.seatNo ?? '',
    startsAt: r.startsAt.toISOString(), city: r.city, venueName: r.venueName, venueAddress: r.venueAddress
  }
}

export async function getMine(ctx: CertificationContext, userId: number, id: number): Promise<ExamRegistrationDetail> {
  await prepare(ctx, userId)
  const [row] = await registrationQuery(ctx.db).where(and(eq(examRegistrations.id, id), eq(examRegistrations.userId, userId))).limit(1)
  if (!row) throw userError('REGISTRATION_NOT_FOUND', '报名记录不存在')
  const cert = row.status === 'passed' ? await certificateOfRegistration(ctx.db, row.id) : undefined
  return { ...toRegistration(row), admitCard: admitCardOf(row), certificateNumber: cert?.number ?? null }
}
