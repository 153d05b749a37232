// SQL of teachers and of who teaches which goods (goods_teachers, ordered by its sort). The goods themselves are
// read through the catalog's entry, never here.
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { goodsTeachers, teachers } from '../tables'
import { type Page, withTotal } from '../paging'
import { visibleWhere } from '../publication'
import { rowsById } from '../rows-by-id'

export type TeacherRow = typeof teachers.$inferSelect
export type TeacherValues = Pick<typeof teachers.$inferInsert, 'name' | 'title' | 'avatarUrl' | 'intro' | 'bioHtml' | 'tags' | 'sort'>

export const visible = (now: Date): SQL => visibleWhere(teachers, now)
export const keywordWhere = (keyword: string): SQL => anyContains(keyword, [teachers.name, teachers.title, teachers.intro])

export const listTeachers = (db: Db, where: SQL | undefined, page: Page) => withTotal(db, teachers, where,
  db.select().from(teachers).where(where).orderBy(asc(teachers.sort), asc(teachers.id)).offset(page.offset).limit(page.limit))


/** Insert (answering the new id) and update by id. */
export const teacherRows = rowsById(teachers)
export const findTeacher = teacherRows.find

/** The goods a teacher teaches, in the order set in the back office. */
export async function goodsIdsOf(db: Db, teacherId: number): Promise<number[]> {
  const rows = await db.select({ goodsId: goodsTeachers.goodsId }).from(goodsTeachers)
    .where(eq(goodsTeachers.teacherId, teacherId)).orderBy(asc(goodsTeachers.sort), asc(goodsTeachers.goodsId))
  return rows.map((r) => r.goodsId)
}

/** How many goods each of these teachers teaches (absent: none). */
export async function goodsCounts(db: Db, teacherIds: number[]): Promise<Map<number, number>> {
  if (teacherIds.length === 0) return new Map()
  const rows = await db.select({ teacherId: goodsTeachers.teacherId, n: sql<number>`count(*)::int` }).from(goodsTeachers)
    .where(inArray(goodsTeachers.teacherId, teacherIds)).groupBy(goodsTeachers.teacherId)
  return new Map(rows.map((r) => [r.teacherId, r.n]))
}

/** Sets the goods a teacher teaches to exactly `goodsIds`, in that order. */
export async function replaceGoods(tx: Db, teacherId: number, goodsIds: number[]): Promise<void> {
  await tx.delete(goodsTeachers).where(eq(goodsTeachers.teacherId, teacherId))
  if (goodsIds.length) await tx.insert(goodsTeachers).values(goodsIds.map((goodsId, sort) => ({ goodsId, teacherId, sort })))
}

/** The visible teachers of a goods, in the teachers' own order (sort, then id). */
export function visibleTeachersOfGoods(db: Db, goodsId: number, now: Date): Promise<TeacherRow[]> {
  return db.select(getTableColumns(teachers)).from(goodsTeachers).innerJoin(teachers, eq(teachers.id, goodsTeachers.teacherId))
    .where(and(eq(goodsTeachers.goodsId, goodsId), visible(now)))
    .orderBy(asc(teachers.sort), asc(teachers.id))
}
