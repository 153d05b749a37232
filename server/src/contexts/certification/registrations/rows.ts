// Registrations joined with their sitting (catalog), the exam's rules and the candidate (identity), one statement;
// each caller adds its own scope to the WHERE (the owner for a learner, the assigned judge for a judge).
import { eq, sql } from 'drizzle-orm'
import { DEFAULT_EXAM_MINUTES, DEFAULT_PASS_PERCENT, type RegistrationStatus } from '@contract/certification/constants'
import type { ExamRegistration, ExamSitting } from '@contract/certification/shapes'
import type { Db } from '../../../db'
import { examSessionRows } from '../../catalog'
import { userRows } from '../../identity'
import { examRegistrations, examRules, practicalScores, rubricItems } from '../tables'

/** The rubric's total for the goods (practical part), as a correlated subquery. */
const rubricTotal = sql<number>`coalesce((select sum(${rubricItems.maxScore}) from ${rubricItems} where ${rubricItems.goodsId} = ${examRegistrations.goodsId}), 0)::int`

/** Share of the sitting's settled candidates who passed, 0–100, null before any result. */
const passRate = sql<number | null>`(select case when count(*) = 0 then null
  else round(100.0 * count(*) filter (where r2.status = 'passed') / count(*))::int end
  from ${examRegistrations} r2 where r2.exam_session_id = ${examRegistrations.examSessionId} and r2.status in ('passed', 'failed'))`

export function registrationQuery(db: Db) {
  const sittings = examSessionRows(db)
  const people = userRows(db, 'candidates')
  return db.select({
    id: examRegistrations.id, userId: examRegistrations.userId, goodsId: examRegistrations.goodsId,
    status: examRegistrations.status, seatNo: examRegistrations.seatNo, practicalScore: examRegistrations.practicalScore,
    theoryScore: examRegistrations.theoryScore, score: examRegistrations.score, total: examRegistrations.total,
    admitSentAt: examRegistrations.admitSentAt, createdAt: examRegistrations.createdAt,
    goodsTitle: sittings.goodsTitle, cover: sittings.goodsCover, sessionId: sittings.sessionId, startsAt: sittings.startsAt,
    city: sittings.city, venueName: sittings.venueName, venueAddress: sittings.venueAddress,
    durationMinutes: examRules.durationMinutes, passPercent: examRules.passPercent, hasTheory: examRules.hasTheory,
    rubricTotal, passRate, name: people.name, avatar: people.avatar, phone: people.phone, scoreSubmitted: practicalScores.submittedAt
  }).from(examRegistrations)
    .innerJoin(sittings, eq(sittings.sessionId, examRegistrations.examSessionId))
    .innerJoin(people, eq(people.id, examRegistrations.userId))
    .leftJoin(examRules, eq(examRules.goodsId, examRegistrations.goodsId))
    .leftJoin(practicalScores, eq(practicalScores.registrationId, examRegistrations.id))
    .$dynamic()
}

export type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationQuery>['execute']>>[number]

export function sittingOf(r: Pick<RegistrationRow, 'sessionId' | 'startsAt' | 'city' | 'venueName' | 'venueAddress' | 'durationMinutes'>): ExamSitting {
  return {
    sessionId: r.sessionId, startsAt: r.startsAt.toISOString(), city: r.city, venueName: r.venueName,
    venueAddress: r.venueAddress, durationMinutes: r.durationMinutes ?? DEFAULT_EXAM_MINUTES
  }
}

/** The pass mark in points: the exam's pass percent of its total, rounded up. */
export function passMarkOf(total: number, passPercent: number | null): number {
  return Math.ceil((total * (passPercent ?? DEFAULT_PASS_PERCENT)) / 100)
}

export function toRegistration(r: RegistrationRow): ExamRegistration {
  const total = r.total ?? r.rubricTotal
  return {
    id: r.id, goodsId: r.goodsId, goodsTitle: r.goodsTitle, cover: r.cover, status: r.status as RegistrationStatus,
    sitting: sittingOf(r),
    result: {
      score: r.score, practicalScore: r.practicalScore, theoryScore: r.theoryScore, total,
      passMark: passMarkOf(total, r.passPercent), passRate: r.passRate
    },
    createdAt: r.createdAt.toISOString()
  }
}
