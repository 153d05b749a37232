// SQL of questionnaire responses: one per user (the unique key decides between parallel submits), the signed-in
// learner's own, the figures of the results (aggregated in SQL over the answers' JSON), text answers and the export.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { questionnaireResponses } from '../tables'
import { people } from '../../identity'
import type { Page } from './repo'

export type StoredAnswers = Record<string, number[] | number | string>
const r = questionnaireResponses

/** The new response's time, or undefined when the user had already submitted (the insert did nothing). */
export async function insertResponse(db: Db, values: { questionnaireId: number; userId: number; answers: StoredAnswers; createdAt: Date }) {
  const rows = await db.insert(r).values(values).onConflictDoNothing({ target: [r.questionnaireId, r.userId] })
    .returning({ createdAt: r.createdAt })
  return rows[0]?.createdAt
}

/** When the user submitted each of these questionnaires (owner in the WHERE). */
export async function submittedAt(db: Db, userId: number, questionnaireIds: number[]): Promise<Map<number, Date>> {
  if (questionnaireIds.length === 0) return new Map()
  const rows = await db.select({ id: r.questionnaireId, at: r.createdAt }).from(r)
    .where(and(eq(r.userId, userId), inArray(r.questionnaireId, questionnaireIds)))
  return new Map(rows.map((row) => [row.id, row.at]))
}

export interface Tally { questionId: number; value: number; count: number }

/** How many responses answered each question. */
export async function answeredCounts(db: Db, questionnaireId: number): Promise<Map<number, number>> {
  const rows = await db.execute(sql`
    select a.key::int as question_id, count(*)::int as n
    from ${r} cross join lateral jsonb_each(${r.answers}) as a
    where ${r.questionnaireId} = ${questionnaireId} group by 1`)
  return new Map(rowsOf<{ question_id: number; n: number }>(rows).map((row) => [Number(row.question_id), Number(row.n)]))
}

/** Per question, how often each option index was chosen (answers stored as arrays: single and multiple). */
export async function optionTallies(db: Db, questionnaireId: number): Promise<Tally[]> {
  const rows = await db.execute(sql`
    select a.key::int as question_id, e.value::int as value, count(*)::int as n
    from ${r} cross join lateral jsonb_each(${r.answers}) as a
    cross join lateral jsonb_array_elements(case when jsonb_typeof(a.value) = 'array' then a.value else '[]'::jsonb end) as e
    where ${r.questionnaireId} = ${questionnaireId} group by 1, 2`)
  return rowsOf<TallyRow>(rows).map(toTally)
}

/** Per question, how often each score was given (answers stored as numbers: rating). */
export async function scoreTallies(db: Db, questionnaireId: number): Promise<Tally[]> {
  const rows = await db.execute(sql`
    select a.key::int as question_id, a.value::int as value, count(*)::int as n
    from ${r} cross join lateral jsonb_each(${r.answers}) as a
    where ${r.questionnaireId} = ${questionnaireId} and jsonb_typeof(a.value) = 'number' group by 1, 2`)
  return rowsOf<TallyRow>(rows).map(toTally)
}

type TallyRow = { question_id: number; value: number; n: number }
const toTally = (row: TallyRow): Tally =>
  ({ questionId: Number(row.question_id), value: Number(row.value), count: Number(row.n) })

/** Both drivers answer execute() differently: pg a result with rows, PGlite too; an array elsewhere. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}

/** The answers to one text question, newest first. */
export async function listTexts(db: Db, questionnaireId: number, questionId: number, page: Page) {
  const answer = sql<string>`${r.answers} ->> ${String(questionId)}::text`
  const where = and(eq(r.questionnaireId, questionnaireId), sql`jsonb_typeof(${r.answers} -> ${String(questionId)}::text) = 'string'`)
  const [rows, [count]] = await Promise.all([
    db.select({ responseId: r.id, text: answer, createdAt: r.createdAt }).from(r).where(where)
      .orderBy(desc(r.createdAt), desc(r.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(r).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

/** Every response with its respondent, oldest first (the export's order). */
export async function listResponses(db: Db, questionnaireId: number, page: Page) {
  const where = eq(r.questionnaireId, questionnaireId)
  const [rows, [count]] = await Promise.all([
    db.select({ id: r.id, answers: r.answers, createdAt: r.createdAt, name: people.name, phone: people.phone })
      .from(r).innerJoin(people, eq(people.id, r.userId)).where(where)
      .orderBy(asc(r.createdAt), asc(r.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(r).where(where)
  ])
  return { rows: rows.map((row) => ({ ...row, answers: row.answers as StoredAnswers })), total: count?.n ?? 0 }
}
