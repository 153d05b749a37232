// The wrong-answer book's rows: one per learner and question.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { examQuestions, examWrongBook } from '../tables'

export async function bookRows(db: Db, userId: number) {
  return db.select({
    questionId: examWrongBook.questionId, wrongCount: examWrongBook.wrongCount, streak: examWrongBook.streak,
    dueAt: examWrongBook.dueAt, kind: examQuestions.kind, stem: examQuestions.stem, knowledgePoint: examQuestions.knowledgePoint
  }).from(examWrongBook).innerJoin(examQuestions, eq(examQuestions.id, examWrongBook.questionId))
    .where(eq(examWrongBook.userId, userId))
    .orderBy(asc(examQuestions.knowledgePoint), asc(examWrongBook.dueAt), asc(examWrongBook.questionId))
}

/** Due questions first, then those due later, oldest due first. */
export async function practiceIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: examWrongBook.questionId }).from(examWrongBook)
    .where(eq(examWrongBook.userId, userId)).orderBy(asc(examWrongBook.dueAt), asc(examWrongBook.questionId)).limit(limit)
  return rows.map((r) => r.id)
}

export async function inBook(db: Db, userId: number, questionId: number): Promise<boolean> {
  const [row] = await db.select({ id: examWrongBook.questionId }).from(examWrongBook)
    .where(and(eq(examWrongBook.userId, userId), eq(examWrongBook.questionId, questionId)))
  return row !== undefined
}

/** A wrong answer: into the book (or back to the start of its streak), due at once. */
export async function markWrong(db: Db, userId: number, questionId: number, now: Date): Promise<void> {
  await db.insert(examWrongBook).values({ userId, questionId, dueAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [examWrongBook.userId, examWrongBook.questionId],
      set: { wrongCount: sql`${examWrongBook.wrongCount} + 1`, streak: 0, dueAt: now, updatedAt: now }
    })
}

/** A right answer to a question in the book: the streak grows, and the next practice is spaced out. */
export async function markRight(db: Db, userId: number, questionId: number, now: Date, nextDue: Date): Promise<number | null> {
  const [row] = await db.update(examWrongBook)
    .set({ streak: sql`${examWrongBook.streak} + 1`, dueAt: nextDue, updatedAt: now })
    .where(and(eq(examWrongBook.userId, userId), eq(examWrongBook.questionId, questionId)))
    .returning({ streak: examWrongBook.streak })
  return row?.streak ?? null
}

export async function removeFromBook(db: Db, userId: number, questionId: number): Promise<void> {
  await db.delete(examWrongBook).where(and(eq(examWrongBook.userId, userId), eq(examWrongBook.questionId, questionId)))
}
