// Questions of the bank: by ids, and drawn by rules from one pool.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { QuestionPool } from '@contract/exams/constants'
import type { Db } from '../../../db'
import { examQuestions, type DrawRule } from '../tables'

export type QuestionRow = typeof examQuestions.$inferSelect

export async function questionsByIds(db: Db, ids: number[]): Promise<Map<number, QuestionRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** Random questions of one pool per rule; a rule short of questions gives what there is. */
export async function drawByRules(db: Db, pool: QuestionPool, rules: DrawRule[]): Promise<number[]> {
  const picked: number[] = []
  for (const rule of rules) {
    const rows = await db.select({ id: examQuestions.id }).from(examQuestions)
      .where(and(
        eq(examQuestions.pool, pool), eq(examQuestions.knowledgePoint, rule.knowledgePoint), eq(examQuestions.archived, false),
        rule.kind === null ? undefined : eq(examQuestions.kind, rule.kind),
        rule.difficulty === null ? undefined : eq(examQuestions.difficulty, rule.difficulty),
        picked.length ? sql`${examQuestions.id} not in (${sql.join(picked.map((id) => sql`${id}`), sql`, `)})` : undefined
      ))
      .orderBy(sql`random()`).limit(rule.count)
    picked.push(...rows.map((r) => r.id))
  }
  return picked
}
