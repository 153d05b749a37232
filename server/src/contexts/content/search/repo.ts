// SQL of search_terms: what learners searched for (only searches that found something), counted per term.
import { desc, gte, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { searchTerms } from '../tables'

/** One search more for the term (a new row on its first search). */
export async function countSearch(db: Db, term: string, now: Date): Promise<void> {
  await db.insert(searchTerms).values({ term, count: 1, lastSearchedAt: now }).onConflictDoUpdate({
    target: searchTerms.term,
    set: { count: sql`${searchTerms.count} + 1`, lastSearchedAt: now }
  })
}

/** The most searched terms among those searched since `since`, most first. */
export async function listHotTerms(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ term: searchTerms.term }).from(searchTerms).where(gte(searchTerms.lastSearchedAt, since))
    .orderBy(desc(searchTerms.count), desc(searchTerms.lastSearchedAt), searchTerms.term).limit(limit)
  return rows.map((r) => r.term)
}

/** Every term for the back office, most searched first, optionally containing a keyword. */
export async function listTerms(db: Db, keyword: string | undefined, page: { offset: number; limit: number }) {
  const where = keyword ? anyContains(keyword, [searchTerms.term]) : undefined
  const [rows, [count]] = await Promise.all([
    db.select().from(searchTerms).where(where).orderBy(desc(searchTerms.count), desc(searchTerms.lastSearchedAt), searchTerms.term)
      .offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(searchTerms).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}
