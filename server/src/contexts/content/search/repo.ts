// SQL of search_terms: what learners searched for (only searches that found something), counted per term.
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { searchTerms, searchTermSearchers } from '../tables'

/** One search more for the term (a new row on its first search), and who searched it (their latest search). */
export async function countSearch(db: Db, term: string, searcher: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(searchTerms).values({ term, count: 1, lastSearchedAt: now }).onConflictDoUpdate({
      target: searchTerms.term,
      set: { count: sql`${searchTerms.count} + 1`, lastSearchedAt: now }
    })
    await tx.insert(searchTermSearchers).values({ term, searcher, lastSearchedAt: now }).onConflictDoUpdate({
      target: [searchTermSearchers.term, searchTermSearchers.searcher],
      set: { lastSearchedAt: now }
    })
  })
}

/**
 * Terms searched by at least `minSearchers` different people since `since` and not hidden, the most searchers
 * first (then the most searches).
 */
export async function listHotTerms(db: Db, since: Date, minSearchers: number, limit: number): Promise<string[]> {
  const searchers = sql<number>`count(*)::int`
  const rows = await db
    .select({ term: searchTermSearchers.term })
    .from(searchTermSearchers)
    .innerJoin(searchTerms, eq(searchTerms.term, searchTermSearchers.term))
    .where(and(gte(searchTermSearchers.lastSearchedAt, since), eq(searchTerms.hidden, false)))
    .groupBy(searchTermSearchers.term, searchTerms.count)
    .having(sql`${searchers} >= ${minSearchers}`)
    .orderBy(desc(searchers), desc(searchTerms.count), searchTermSearchers.term)
    .limit(limit)
  return rows.map((r) => r.term)
}

/** Hides a term from (or shows it again in) the hot terms; undefined when no such term was searched. */
export async function setTermHidden(db: Db, term: string, hidden: boolean) {
  const [row] = await db.update(searchTerms).set({ hidden }).where(eq(searchTerms.term, term)).returning()
  return row
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
