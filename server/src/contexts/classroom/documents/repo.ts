// SQL of course documents. The learner's progress is joined with the learner in the join's ON, so one learner
// never reads another's positions.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { courseChapters, courseDocSettings, courseItemProgress, courseItems, courseSections } from '../tables'

export async function coursesWithItems(db: Db) {
  return db
    .select({
      goodsId: courseItems.goodsId,
      itemCount: count(),
      freeCount: sql<number>`count(*) filter (where ${courseItems.free})`.mapWith(Number)
    })
    .from(courseItems)
    .groupBy(courseItems.goodsId)
    .orderBy(asc(courseItems.goodsId))
}

export async function completedCounts(db: Db, userId: number) {
  return db
    .select({ goodsId: courseItems.goodsId, n: count() })
    .from(courseItemProgress)
    .innerJoin(courseItems, eq(courseItems.id, courseItemProgress.itemId))
    .where(and(eq(courseItemProgress.userId, userId), eq(courseItemProgress.completed, true)))
    .groupBy(courseItems.goodsId)
}

export async function catalogueRows(db: Db, goodsId: number, userId: number) {
  return db
    .select({
      chapterId: courseChapters.id,
      chapterTitle: courseChapters.title,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      item: {
        id: courseItems.id, kind: courseItems.kind, title: courseItems.title, free: courseItems.free,
        durationSec: courseItems.durationSec
      },
      positionSec: courseItemProgress.positionSec,
      completed: courseItemProgress.completed
    })
    .from(courseChapters)
    .leftJoin(courseSections, eq(courseSections.chapterId, courseChapters.id))
    .leftJoin(courseItems, eq(courseItems.sectionId, courseSections.id))
    .leftJoin(courseItemProgress, and(eq(courseItemProgress.itemId, courseItems.id), eq(courseItemProgress.userId, userId)))
    .where(eq(courseChapters.goodsId, goodsId))
    .orderBy(courseChapters.sort, courseChapters.id, courseSections.sort, courseSections.id, courseItems.sort, courseItems.id)
}

export async function noSeekAhead(db: Db, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ v: courseDocSettings.noSeekAhead }).from(courseDocSettings).where(eq(courseDocSettings.goodsId, goodsId))
  return row?.v ?? false
}

export async function findItem(db: Db, id: number) {
  const [row] = await db.select().from(courseItems).where(eq(courseItems.id, id))
  return row
}

/** With `lock`, the row is held until the transaction ends, so two saves at once cannot both be credited. */
export async function findProgress(db: Db, userId: number, itemId: number, lock = false) {
  const query = db
    .select()
    .from(courseItemProgress)
    .where(and(eq(courseItemProgress.userId, userId), eq(courseItemProgress.itemId, itemId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export type ProgressRow = typeof courseItemProgress.$inferSelect

export async function upsertProgress(db: Db, row: ProgressRow) {
  const { userId, itemId, ...rest } = row
  await db
    .insert(courseItemProgress)
    .values(row)
    .onConflictDoUpdate({ target: [courseItemProgress.userId, courseItemProgress.itemId], set: rest })
}
