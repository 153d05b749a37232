// SQL of questionnaires and their questions. "Visible" (what learners may open) is publication.ts's one expression;
// "open" adds the closing time. Questions are replaced as a whole while nobody has answered (the service checks).
import { and, asc, desc, eq, getTableColumns, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { questionnaireQuestions, questionnaireResponses, questionnaires } from '../tables'
import { visibleWhere } from '../publication'

export type QuestionnaireRow = typeof questionnaires.$inferSelect & { questionCount: number; responseCount: number }
export type QuestionRow = typeof questionnaireQuestions.$inferSelect
export type QuestionnaireValues = Pick<typeof questionnaires.$inferInsert, 'title' | 'description' | 'closesAt' | 'sort'>
export type QuestionValues = Omit<typeof questionnaireQuestions.$inferInsert, 'id' | 'questionnaireId'>
export interface Page { offset: number; limit: number }

// Qualified by hand: in a select list drizzle writes bare column names, and a bare "id" would be ambiguous.
const questionCount = sql<number>`(select count(*)::int from questionnaire_questions q where q.questionnaire_id = questionnaires.id)`
const responseCount = sql<number>`(select count(*)::int from questionnaire_responses r where r.questionnaire_id = questionnaires.id)`
const withCounts = { ...getTableColumns(questionnaires), questionCount, responseCount }
const byOrder = [asc(questionnaires.sort), desc(questionnaires.id)]

export const visible = (now: Date): SQL => visibleWhere(questionnaires, now)
/** Visible and still taking submissions. */
export const open = (now: Date): SQL => and(visible(now), or(isNull(questionnaires.closesAt), gt(questionnaires.closesAt, now)))!

export async function listQuestionnaires(db: Db, where: SQL | undefined, page: Page): Promise<{ rows: QuestionnaireRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select(withCounts).from(questionnaires).where(where).orderBy(...byOrder).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(questionnaires).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findQuestionnaire(db: Db, id: number, extra?: SQL): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select(withCounts).from(questionnaires).where(and(eq(questionnaires.id, id), extra)).limit(1)
  return row
}

/**
 * Locks the questionnaire row for the rest of the transaction: `share` while a submission validates its answers
 * against the questions, `update` while the back office replaces them, so a response never names a question that
 * a parallel edit just removed. Undefined when missing (or not matching `extra`).
 */
export async function lockQuestionnaire(tx: Db, id: number, strength: 'share' | 'update', extra?: SQL) {
  const [row] = await tx.select({ id: questionnaires.id, closesAt: questionnaires.closesAt }).from(questionnaires)
    .where(and(eq(questionnaires.id, id), extra)).for(strength)
  return row
}

export function listQuestions(db: Db, questionnaireId: number): Promise<QuestionRow[]> {
  return db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireQuestions.sort), asc(questionnaireQuestions.id))
}

export async function insertQuestionnaire(db: Db, values: QuestionnaireValues): Promise<number> {
  const [row] = await db.insert(questionnaires).values(values).returning({ id: questionnaires.id })
  return row.id
}

export async function updateQuestionnaire(db: Db, id: number, values: Partial<typeof questionnaires.$inferInsert>): Promise<void> {
  await db.update(questionnaires).set(values).where(eq(questionnaires.id, id))
}

/** Replaces every question of the questionnaire, in the given order. */
export async function replaceQuestions(db: Db, questionnaireId: number, questions: QuestionValues[]): Promise<void> {
  await db.delete(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
  if (questions.length === 0) return
  await db.insert(questionnaireQuestions).values(questions.map((q, i) => ({ ...q, questionnaireId, sort: (i + 1) * 10 })))
}

/** True when anybody answered (questions are frozen from then on). */
export async function hasResponses(db: Db, questionnaireId: number): Promise<boolean> {
  const [row] = await db.select({ id: questionnaireResponses.id }).from(questionnaireResponses)
    .where(eq(questionnaireResponses.questionnaireId, questionnaireId)).limit(1)
  return row !== undefined
}
