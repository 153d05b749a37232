// SQL of the back office's FAQ categories: listed with their FAQ counts, written, deleted only while empty.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { faqCategories, faqItems } from '../tables'
import type { Page } from './repo'

// Qualified by hand: in a select list drizzle writes bare column names, and a bare "id" would mean faq_items.id.
const itemCount = sql<number>`(select count(*)::int from faq_items i where i.category_id = faq_categories.id)`
const columns = { id: faqCategories.id, name: faqCategories.name, sort: faqCategories.sort, createdAt: faqCategories.createdAt, itemCount }
export type CategoryWithCount = { id: number; name: string; sort: number; createdAt: Date; itemCount: number }

export async function listCategories(db: Db, page: Page): Promise<{ rows: CategoryWithCount[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select(columns).from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(faqCategories)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findCategory(db: Db, id: number): Promise<CategoryWithCount | undefined> {
  const [row] = await db.select(columns).from(faqCategories).where(eq(faqCategories.id, id)).limit(1)
  return row
}

/** The new id, or undefined when the name is taken (the unique index decides, so two saves can't both win). */
export async function insertCategory(db: Db, values: { name: string; sort: number }): Promise<number | undefined> {
  const [row] = await db.insert(faqCategories).values(values).onConflictDoNothing({ target: faqCategories.name }).returning({ id: faqCategories.id })
  return row?.id
}

export async function updateCategory(db: Db, id: number, values: { name: string; sort: number }): Promise<boolean> {
  const rows = await db.update(faqCategories).set(values).where(eq(faqCategories.id, id)).returning({ id: faqCategories.id })
  return rows.length > 0
}

/** Deletes only an empty category, in one statement (the foreign key refuses a FAQ added meanwhile). */
export async function deleteEmptyCategory(db: Db, id: number): Promise<boolean> {
  const empty = sql`not exists (select 1 from ${faqItems} where ${faqItems.categoryId} = ${id})`
  const rows = await db.delete(faqCategories).where(and(eq(faqCategories.id, id), empty)).returning({ id: faqCategories.id })
  return rows.length > 0
}
