// SQL of the notices and of who read which. Lists run newest first by the time a notice became visible; a learner's
// unread notices are the visible ones without a notice_reads row of theirs (one statement, with the total).
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { noticeReads, notices } from '../tables'
import { type Page, withTotal } from '../paging'
import { rowsById } from '../rows-by-id'
import { visibleWhere } from '../publication'

export type NoticeRow = typeof notices.$inferSelect & { readCount: number }
export type NoticeValues = Pick<typeof notices.$inferInsert, 'title' | 'contentHtml'>

/** How many unread ids the unread call lists: more than any learner scrolls through, and a bounded answer. */
export const UNREAD_IDS_MAX = 100

export const visible = (now: Date): SQL => visibleWhere(notices, now)
const newestFirst = [desc(sql`coalesce(${notices.publishAt}, ${notices.createdAt})`), desc(notices.id)]
// Qualified by hand: in a select list drizzle writes bare column names, and a bare "id" would mean the reads' one.
const readCount = sql<number>`(select count(*)::int from notice_reads r where r.notice_id = notices.id)`
const withReads = { ...getTableColumns(notices), readCount }

export const keywordFilter = (keyword?: string): SQL[] => (keyword ? [anyContains(keyword, [notices.title, notices.contentHtml])] : [])

export function listNotices(db: Db, where: SQL | undefined, page: Page): Promise<{ rows: NoticeRow[]; total: number }> {
  return withTotal(db, notices, where,
    db.select(withReads).from(notices).where(where).orderBy(...newestFirst).offset(page.offset).limit(page.limit))
}

export async function findNotice(db: Db, id: number, extra?: SQL): Promise<NoticeRow | undefined> {
  const [row] = await db.select(withReads).from(notices).where(and(eq(notices.id, id), extra)).limit(1)
  return row
}

/** Idempotent: opening a notice again (or twice at once) leaves the one row. */
export async function markRead(db: Db, userId: number, noticeId: number): Promise<void> {
  await db.insert(noticeReads).values({ userId, noticeId }).onConflictDoNothing()
}

export async function unread(db: Db, userId: number, now: Date): Promise<{ count: number; ids: number[] }> {
  const notRead = sql`not exists (select 1 from ${noticeReads} where ${noticeReads.userId} = ${userId} and ${noticeReads.noticeId} = ${notices.id})`
  const rows = await db.select({ id: notices.id, total: sql<number>`(count(*) over ())::int` }).from(notices)
    .where(and(visible(now), notRead)).orderBy(...newestFirst).limit(UNREAD_IDS_MAX)
  return { count: rows[0]?.total ?? 0, ids: rows.map((r) => r.id) }
}

/** Insert (answering the new id) and update by id. */
export const noticesRows = rowsById(notices)
