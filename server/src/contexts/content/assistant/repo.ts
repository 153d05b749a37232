// SQL of the assistant's messages. Every read and write of a learner's chat has the owner in its WHERE; one
// history per user. Questions are counted for the limits under a per-user advisory lock, so parallel questions
// cannot both take the last one allowed.
import type { AiAnswerMode, AiMessageState, ContentSource } from '@contract/content/assistant-shapes'
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { aiMessages } from '../tables'

export type AiMessageRow = typeof aiMessages.$inferSelect

/** Namespace for pg_advisory_xact_lock(int, int): (AI_LOCK, user id). Distinct from the other lock users. */
const AI_LOCK = 727_401

export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AI_LOCK}, ${userId})`)
}

/** The user's questions asked since `since`. */
export async function countQuestionsSince(tx: Db, userId: number, since: Date): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(aiMessages)
    .where(and(eq(aiMessages.userId, userId), eq(aiMessages.role, 'user'), gte(aiMessages.createdAt, since)))
  return row?.n ?? 0
}

/** The question and its answer (streaming, empty) in one go. */
export async function insertExchange(tx: Db, userId: number, question: string, mode: AiAnswerMode, now: Date) {
  const [asked] = await tx.insert(aiMessages)
    .values({ userId, role: 'user', content: question, state: 'done', createdAt: now, updatedAt: now })
    .returning({ id: aiMessages.id })
  const [answer] = await tx.insert(aiMessages)
    .values({ userId, role: 'assistant', content: '', mode, state: 'streaming', replyToId: asked.id, createdAt: now, updatedAt: now })
    .returning({ id: aiMessages.id })
  return { questionId: asked.id, answerId: answer.id }
}

/** Ends a streaming answer; a conditional update, so an answer ends once. */
export async function finishAnswer(db: Db, userId: number, answerId: number,
  values: { content: string; state: AiMessageState; sources: ContentSource[] }): Promise<boolean> {
  const rows = await db.update(aiMessages).set(values)
    .where(and(eq(aiMessages.id, answerId), eq(aiMessages.userId, userId), eq(aiMessages.state, 'streaming')))
    .returning({ id: aiMessages.id })
  return rows.length > 0
}

/** A page of the user's chat: the `limit` messages just older than `before` (newest first). */
export function listPage(db: Db, userId: number, before: number | undefined, limit: number): Promise<AiMessageRow[]> {
  const where: SQL[] = [eq(aiMessages.userId, userId), ...(before ? [lt(aiMessages.id, before)] : [])]
  return db.select().from(aiMessages).where(and(...where)).orderBy(desc(aiMessages.id)).limit(limit)
}

/**
 * The user's own latest exchanges before a question, for the model's context: questions and answers that were
 * shown in full or in part. Blocked and failed answers are left out (a blocked one may hold what must not be said).
 */
export function recentContext(db: Db, userId: number, beforeId: number, limit: number): Promise<AiMessageRow[]> {
  return db.select().from(aiMessages)
    .where(and(eq(aiMessages.userId, userId), lt(aiMessages.id, beforeId), inArray(aiMessages.state, ['done', 'stopped'])))
    .orderBy(desc(aiMessages.id)).limit(limit)
}
