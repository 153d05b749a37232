// SQL of the news. Lists run newest first by the time an article became visible (publish_at, stamped on publishing;
// created_at for a row published without one). "Visible" is the shared expression of publication.ts.
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { NewsCategory } from '@contract/content/home-shapes'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { news } from '../tables'
import { type Page, withTotal } from '../paging'
import { rowsById } from '../rows-by-id'
import { visibleWhere } from '../publication'

export type NewsRow = typeof news.$inferSelect
export type NewsValues = Pick<typeof news.$inferInsert, 'category' | 'title' | 'summary' | 'coverUrl' | 'source' | 'contentHtml'>
/** A list row: everything but the article's text. */
export type NewsListRow = Omit<NewsRow, 'contentHtml'>

export const visible = (now: Date): SQL => visibleWhere(news, now)
const newestFirst = [desc(sql`coalesce(${news.publishAt}, ${news.createdAt})`), desc(news.id)]
/** Every column but the article's text, which lists never show. */
const { contentHtml: _text, ...listColumns } = getTableColumns(news)

export function filtersOf(category?: NewsCategory, keyword?: string): SQL[] {
  return [
    ...(category ? [eq(news.category, category)] : []),
    ...(keyword ? [anyContains(keyword, [news.title, news.summary, news.source])] : [])
  ]
}

export function listNews(db: Db, where: SQL | undefined, page: Page): Promise<{ rows: NewsListRow[]; total: number }> {
  return withTotal(db, news, where,
    db.select(listColumns).from(news).where(where).orderBy(...newestFirst).offset(page.offset).limit(page.limit))
}


/** One view more, only while the article is visible: a hidden one answers nothing (not found). */
export async function countView(db: Db, id: number, now: Date): Promise<NewsRow | undefined> {
  const [row] = await db.update(news).set({ views: sql`${news.views} + 1`, updatedAt: sql`${news.updatedAt}` })
    .where(and(eq(news.id, id), visible(now))).returning()
  return row
}



/** True when an article with this id exists, in any state (a banner may link to it). */
export async function newsExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.id, id)).limit(1)
  return row !== undefined
}

/** Insert (answering the new id) and update by id. */
export const newsRows = rowsById(news)
export const findNews = newsRows.find
