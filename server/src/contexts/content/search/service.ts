// Search over goods, news and FAQ together (the search page's tabs), ranked by the content index, with the
// query's words marked in each title and snippet; and the hot terms: what learners searched most in the last
// month among searches that found something (so a typo or an insult never becomes a suggestion), searched by
// several people, short words only, not hidden by an operator, kept only while they still find something, topped up with the best sellers' tags while few people have searched.
import type { AdminSearchTerm, SearchHit, SearchSummary } from '@contract/content/assistant-shapes'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { listBestSellerTags } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
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
/** Different people (users, or IPs signed out) who searched a term in the window before it is suggested to all. */
export const HOT_MIN_SEARCHERS = 3
/** A suggestion is a short word or phrase: letters (any script), digits and inner spaces, 2 to 12 characters. */
const SUGGESTIBLE = /^[\p{L}\p{N}](?:[\p{L}\p{N} ]{0,10})[\p{L}\p{N}]$/u
/** Five digits in a row read as a phone, QQ or order number: private, never a public suggestion. */
const LONG_NUMBER = /\p{N}{5,}/u

/** Whether a searched term may ever be shown to everyone (URLs and symbols fail the letter rule). */
export function isSuggestible(term: string): boolean {
  return SUGGESTIBLE.test(term) && !LONG_NUMBER.test(term)
}

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
export async function summarize(db: Db, retrieval: Retrieval, keyword: string, searcher: string, now: Date): Promise<SearchSummary> {
  const counts = (await retrieval.index(now)).countDocuments(keyword)
  if (Object.values(counts).some((n) => n > 0)) await repo.countSearch(db, keyword, searcher, now)
  return { counts }
}

export async function hotTerms(db: Db, retrieval: Retrieval, now: Date): Promise<string[]> {
  const index = await retrieval.index(now)
  const finds = (term: string) => Object.values(index.countDocuments(term)).some((n) => n > 0)
  const since = new Date(now.getTime() - HOT_WINDOW_MS)
  const searched = (await repo.listHotTerms(db, since, HOT_MIN_SEARCHERS, HOT_TERMS_MAX * 4)).filter((term) => isSuggestible(term) && finds(term))
  const terms = searched.slice(0, HOT_TERMS_MAX)
  if (terms.length < HOT_TERMS_MAX) {
    for (const tag of await listBestSellerTags(db, now)) if (!terms.includes(tag) && terms.length < HOT_TERMS_MAX) terms.push(tag)
  }
  return terms
}

export async function listTerms(db: Db, query: z.output<typeof adminTermQuery>): Promise<Paged<AdminSearchTerm>> {
  const { rows, total } = await repo.listTerms(db, query.keyword || undefined, { offset: offsetOf(query), limit: query.size })
  return {
    list: rows.map((r) => ({ term: r.term, count: r.count, lastSearchedAt: r.lastSearchedAt.toISOString(), hidden: r.hidden })),
    total, page: query.page, size: query.size
  }
}


/** An operator hides a term from the hot terms (or shows it again), audited with the write. */
export function setTermHidden(db: Db, actor: AuditActor, term: string, hidden: boolean): Promise<AdminSearchTerm> {
  return db.transaction(async (tx) => {
    const r = await repo.setTermHidden(tx, term, hidden)
    if (!r) throw userError('NOT_FOUND', '搜索词不存在')
    await recordAudit(tx, actor, {
      action: hidden ? 'search-term.hide' : 'search-term.show', resource: 'search-term', resourceId: term,
      summary: `${hidden ? '隐藏' : '恢复显示'}热门搜索词「${term}」`,
      coded: { code: hidden ? 'searchTerm.hide' : 'searchTerm.show', params: { term } }
    })
    return { term: r.term, count: r.count, lastSearchedAt: r.lastSearchedAt.toISOString(), hidden: r.hidden }
  })
}
