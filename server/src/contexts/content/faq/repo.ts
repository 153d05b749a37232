// SQL of the FAQ. "Visible" (what learners may read) is one expression, used by every public query: published and
// its publish time (when scheduled) reached by the server's clock.
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { faqCategories, faqItems } from '../tables'
import { visibleWhere } from '../publication'

export type FaqRow = typeof faqItems.$inferSelect & { categoryName: string }
export type CategoryRow = typeof faqCategories.$inferSelect
export type FaqValues = Pick<typeof faqItems.$inferInsert, 'categoryId' | 'question' | 'answerHtml' | 'sort'>
export interface Page { offset: number; limit: number }

export const visible = (now: Date): SQL => visibleWhere(faqItems, now)

const withCategory = { ...getTableColumns(faqItems), categoryName: faqCategories.name }
const byOrder = [asc(faqItems.sort), asc(faqItems.id)]

/** FAQ matching `where`, with their category names, by sort then id. */
export async function listFaq(db: Db, where: SQL | undefined, page: Page): Promise<{ rows: FaqRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select(withCategory).from(faqItems).innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
      .where(where).orderBy(...byOrder).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(faqItems).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

/** The filters both lists share: a category and a keyword in the question or the answer. */
export function filtersOf(categoryId?: number, keyword?: string): SQL[] {
  return [
    ...(categoryId ? [eq(faqItems.categoryId, categoryId)] : []),
    ...(keyword ? [anyContains(keyword, [faqItems.question, faqItems.answerHtml])] : [])
  ]
}

export async function findFaq(db: Db, id: number, extra?: SQL): Promise<FaqRow | undefined> {
  const [row] = await db.select(withCategory).from(faqItems).innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(and(eq(faqItems.id, id), extra)).limit(1)
  return row
}

/** One view more, only while the FAQ is visible: a hidden one answers nothing (not found). */
export async function countView(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(faqItems).set({ views: sql`${faqItems.views} + 1`, updatedAt: sql`${faqItems.updatedAt}` })
    .where(and(eq(faqItems.id, id), visible(now))).returning({ id: faqItems.id })
  return rows.length > 0
}

export async function insertFaq(db: Db, values: FaqValues): Promise<number> {
  const [row] = await db.insert(faqItems).values(values).returning({ id: faqItems.id })
  return row.id
}

export async function updateFaq(db: Db, id: number, values: Partial<typeof faqItems.$inferInsert>): Promise<boolean> {
  const rows = await db.update(faqItems).set(values).where(eq(faqItems.id, id)).returning({ id: faqItems.id })
  return rows.length > 0
}

/** Categories with at least one visible FAQ, by sort then id. */
export function listVisibleCategories(db: Db, now: Date) {
  const hasVisible = sql`exists (select 1 from ${faqItems} where ${faqItems.categoryId} = ${faqCategories.id} and ${visible(now)})`
  return db.select({ id: faqCategories.id, name: faqCategories.name }).from(faqCategories)
    .where(hasVisible).orderBy(asc(faqCategories.sort), asc(faqCategories.id))
}

/** Every visible FAQ with its answer: the search index's FAQ documents. */
export function listVisibleFaqText(db: Db, now: Date) {
  return db.select({ id: faqItems.id, question: faqItems.question, answerHtml: faqItems.answerHtml })
    .from(faqItems).where(visible(now)).orderBy(...byOrder)
}

/** Changes whenever the visible FAQ may have (how many, and the latest edit): when to rebuild the search index. */
export async function visibleFaqStamp(db: Db, now: Date): Promise<string> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${faqItems.updatedAt})::text` })
    .from(faqItems).where(visible(now))
  return `${row?.n ?? 0}@${row?.last ?? ''}`
}
