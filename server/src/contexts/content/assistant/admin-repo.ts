// SQL of the back office's review: every answer (any user's) with its question and its asker's phone.
import type { AdminAiAnswerListQuery } from '@contract/content/assistant-shapes'
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db'
import { anyContains, inChinaDates } from '../../../db/filters'
import { aiMessages } from '../tables'
import { people } from '../../identity'

const questions = alias(aiMessages, 'questions')

export type AnswerFilter = Omit<AdminAiAnswerListQuery, 'page' | 'size'>

const columns = {
  id: aiMessages.id, userId: aiMessages.userId, userPhone: people.phone, question: sql<string>`coalesce(${questions.content}, '')`,
  answer: aiMessages.content, mode: aiMessages.mode, state: aiMessages.state, sources: aiMessages.sources,
  reviewedAt: aiMessages.reviewedAt, reviewNote: aiMessages.reviewNote, createdAt: aiMessages.createdAt
}

function whereOf(filter: AnswerFilter): SQL {
  return and(
    eq(aiMessages.role, 'assistant'),
    ...inChinaDates(aiMessages.createdAt, filter.from, filter.to),
    ...(filter.state ? [eq(aiMessages.state, filter.state)] : []),
    ...(filter.mode ? [eq(aiMessages.mode, filter.mode)] : []),
    ...(filter.keyword ? [anyContains(filter.keyword, [questions.content, aiMessages.content])] : []),
    ...(filter.reviewed === undefined ? [] : [filter.reviewed ? isNotNull(aiMessages.reviewedAt) : isNull(aiMessages.reviewedAt)])
  )!
}

const joined = (db: Db) => db.select(columns).from(aiMessages)
  .innerJoin(people, eq(people.id, aiMessages.userId))
  .leftJoin(questions, eq(questions.id, aiMessages.replyToId))

export type AnswerRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number]

export async function listAnswers(db: Db, filter: AnswerFilter, page: { offset: number; limit: number }) {
  const where = whereOf(filter)
  const [rows, [count]] = await Promise.all([
    joined(db).where(where).orderBy(desc(aiMessages.createdAt), desc(aiMessages.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(aiMessages).leftJoin(questions, eq(questions.id, aiMessages.replyToId)).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findAnswer(db: Db, id: number): Promise<AnswerRow | undefined> {
  const [row] = await joined(db).where(and(eq(aiMessages.id, id), eq(aiMessages.role, 'assistant'))).limit(1)
  return row
}

/** Marks an answer reviewed once: a conditional update, so two reviewers cannot both record theirs. */
export async function markReviewed(db: Db, id: number, note: string | null, now: Date): Promise<boolean> {
  const rows = await db.update(aiMessages).set({ reviewedAt: now, reviewNote: note, updatedAt: sql`${aiMessages.updatedAt}` })
    .where(and(eq(aiMessages.id, id), eq(aiMessages.role, 'assistant'), isNull(aiMessages.reviewedAt)))
    .returning({ id: aiMessages.id })
  return rows.length > 0
}
