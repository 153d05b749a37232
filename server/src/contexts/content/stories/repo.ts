// SQL of learner stories: lists by sort then id, one by id, insert and update by id (rows-by-id.ts), a keyword over
// title, learner and summary, and a view counted only while the story is visible.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { stories } from '../tables'
import { type Page, withTotal } from '../paging'
import { visibleWhere } from '../publication'
import { rowsById } from '../rows-by-id'

export type StoryRow = typeof stories.$inferSelect
export type StoryValues = Pick<typeof stories.$inferInsert,
  'title' | 'learnerName' | 'learnerTitle' | 'summary' | 'coverUrl' | 'contentHtml' | 'goodsId' | 'sort'>

export const visible = (now: Date): SQL => visibleWhere(stories, now)
export const keywordWhere = (keyword: string): SQL => anyContains(keyword, [stories.title, stories.learnerName, stories.summary])

export const listStories = (db: Db, where: SQL | undefined, page: Page) => withTotal(db, stories, where,
  db.select().from(stories).where(where).orderBy(asc(stories.sort), asc(stories.id)).offset(page.offset).limit(page.limit))


/** Insert (answering the new id) and update by id. */
export const storyRows = rowsById(stories)
export const findStory = storyRows.find

/** One view more, only while the story is visible (a hidden one answers nothing); an edit time is not a view. */
export async function countView(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(stories).set({ views: sql`${stories.views} + 1`, updatedAt: sql`${stories.updatedAt}` })
    .where(and(eq(stories.id, id), visible(now))).returning({ id: stories.id })
  return rows.length > 0
}
