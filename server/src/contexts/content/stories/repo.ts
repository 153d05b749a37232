// SQL of learner stories: the shared published-content queries, a keyword over title, learner and summary, and a
// view counted only while the story is visible.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { stories } from '../../../db/schema'
import { visibleWhere } from '../publication'
import { findById, pageOf, updateById, type Page } from '../published-repo'

export type StoryRow = typeof stories.$inferSelect
export type StoryValues = Pick<typeof stories.$inferInsert,
  'title' | 'learnerName' | 'learnerTitle' | 'summary' | 'coverUrl' | 'contentHtml' | 'goodsId' | 'sort'>

export const visible = (now: Date): SQL => visibleWhere(stories, now)
export const keywordWhere = (keyword: string): SQL => anyContains(keyword, [stories.title, stories.learnerName, stories.summary])

export const listStories = (db: Db, where: SQL | undefined, page: Page) => pageOf(db, stories, where, page)
export const findStory = (db: Db, id: number, extra?: SQL) => findById(db, stories, id, extra)
export const updateStory = (db: Db, id: number, values: StoryValues) => updateById(db, stories, id, values)

export async function insertStory(db: Db, values: StoryValues): Promise<number> {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id })
  return row.id
}

/** One view more, only while the story is visible (a hidden one answers nothing); an edit time is not a view. */
export async function countView(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(stories).set({ views: sql`${stories.views} + 1`, updatedAt: sql`${stories.updatedAt}` })
    .where(and(eq(stories.id, id), visible(now))).returning({ id: stories.id })
  return rows.length > 0
}
