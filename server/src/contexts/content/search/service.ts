// Search over goods, news and FAQ together (the search page's tabs), ranked by the content index, with the
// query's words marked in each title and snippet; and the hot terms: what learners searched most in the last
// month among searches that found something (so a typo or an insult never becomes a suggestion), kept only while
// they still find something, topped up with the best sellers' tags while few people have searched.
import type { AdminSearchTerm, SearchHit, SearchSummary } from '@contract/assistant'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { offsetOf } from '../../../http/query'
import { listBestSellerTags } from '../../catalog'
import type { RankedDoc } from '../retrieval/content-index'
import { marksOf, snippetOf } from '../retrieval/marks'
import type { Retrieval } from '../retrieval/service'
import { highlightTerms } from '../retrieval/tokenize'
import * as repo from './repo'
import type { adminTermQuery, searchQuery } from './schemas'

/** One or two lines of chips on the search page. */
export const HOT_TERMS_MAX = 8
/** "Hot" means searched lately: a term nobody searched for a month no longer is. */
const HOT_WINDOW_MS = 30 * 86_400_000

function toHit({ doc, passage }: RankedDoc, terms: string[]): SearchHit {
  const snippet = snippetOf(passage || doc.body, terms)
  return {
    kind: doc.kind, id: doc.id, title: doc.title, titleMarks: marksOf(doc.title, terms), snippet: snippet.text,
    snippetMarks: snippet.marks, coverUrl: doc.coverUrl, priceFen: doc.priceFen, date: doc.date
  }
}

export async function search(retrieval: Retrieval, query: z.output<typeof searchQuery>, now: Date): Promise<Paged<SearchHit>> {
  const ranked = (await retrieval.index(now)).searchDocuments(query.keyword, query.kind)
  const terms = highlightTerms(query.keyword)
  const start = offsetOf(query)
  return { list: ranked.slice(start, start + query.size).map((r) => toHit(r, terms)), total: ranked.length, page: query.page, size: query.size }
}

/** Counts per kind; a keyword that found something counts towards the hot terms. */
export async function summarize(db: Db, retrieval: Retrieval, keyword: string, now: Date): Promise<SearchSummary> {
  const counts = (await retrieval.index(now)).countDocuments(keyword)
  if (Object.values(counts).some((n) => n > 0)) await repo.countSearch(db, keyword, now)
  return { counts }
}

export async function hotTerms(db: Db, retrieval: Retrieval, now: Date): Promise<string[]> {
  const index = await retrieval.index(now)
  const finds = (term: string) => Object.values(index.countDocuments(term)).some((n) => n > 0)
  const searched = (await repo.listHotTerms(db, new Date(now.getTime() - HOT_WINDOW_MS), HOT_TERMS_MAX * 2)).filter(finds)
  const terms = searched.slice(0, HOT_TERMS_MAX)
  if (terms.length < HOT_TERMS_MAX) {
    for (const tag of await listBestSellerTags(db, now)) if (!terms.includes(tag) && terms.length < HOT_TERMS_MAX) terms.push(tag)
  }
  return terms
}

export async function listTerms(db: Db, query: z.output<typeof adminTermQuery>): Promise<Paged<AdminSearchTerm>> {
  const { rows, total } = await repo.listTerms(db, query.keyword || undefined, { offset: offsetOf(query), limit: query.size })
  return {
    list: rows.map((r) => ({ term: r.term, count: r.count, lastSearchedAt: r.lastSearchedAt.toISOString() })),
    total, page: query.page, size: query.size
  }
}

