// The index over our content: every document cut into passages, each passage indexed with its document's title
// (twice: a word in the title says more about the document than one in its body). Search ranks documents by
// their best passage; the assistant takes the best passages across documents.
import type { ContentKind } from '@contract/content/assistant-shapes'
import { Bm25, type Scored } from './bm25'
import type { ContentDoc } from './corpus'
import { passagesOf } from './text'
import { documentTokens, highlightTerms, queryTokens } from './tokenize'

export interface Passage {
  doc: ContentDoc
  text: string
}

export interface RankedDoc {
  doc: ContentDoc
  score: number
  /** The document's best passage for the query. */
  passage: string
}

/**
 * How many of a query's distinct tokens a result must hold. Search wants most of them (a search for 私教课程 should
 * not list everything that says 课程); a question to the assistant is a sentence full of words that need not all
 * match (我想知道…怎么…), so it settles for fewer and lets the ranking sort it out.
 */
const SEARCH_COVERAGE = 0.6
const QUESTION_COVERAGE = 0.3

/** A passage cited beside the best one must score at least this share of it. */
const RELEVANCE_FLOOR = 0.4

const required = (tokens: number, coverage: number) => Math.max(1, Math.ceil(tokens * coverage))

export class ContentIndex {
  private readonly passages: Passage[]
  private readonly bm25: Bm25

  constructor(docs: readonly ContentDoc[]) {
    this.passages = docs.flatMap((doc) => {
      const texts = passagesOf(doc.body)
      return (texts.length > 0 ? texts : ['']).map((text) => ({ doc, text }))
    })
    this.bm25 = new Bm25(this.passages.map(({ doc, text }) => {
      const title = documentTokens(doc.title)
      return [...title, ...title, ...documentTokens(text)]
    }))
  }

  get passageCount(): number {
    return this.passages.length
  }

  /**
   * Search also wants one of the query's words or pairs, not only its lone characters: 普拉提 splits into 普|拉|提,
   * which a text about 普通 拉伸 提升 holds too. A question may match by characters (its words vary more).
   */
  private hits(query: string, coverage: number): Scored[] {
    const tokens = queryTokens(query)
    if (tokens.length === 0) return []
    const least = required(tokens.length, coverage)
    const needsLong = coverage === SEARCH_COVERAGE && tokens.some((token) => Array.from(token).length > 1)
    return this.bm25.search(tokens).filter((hit) => hit.matched >= least && (!needsLong || hit.matchedLong > 0))
  }

  /**
   * Documents of one kind matching the query, best first, each once. Its passage is the best one that holds a word
   * of the query as written (so the snippet shows the match), else its best one.
   */
  searchDocuments(query: string, kind: ContentKind): RankedDoc[] {
    const terms = highlightTerms(query)
    const holdsTerm = (text: string) => { const lower = text.toLowerCase(); return terms.some((t) => lower.includes(t)) }
    const byDoc = new Map<ContentDoc, RankedDoc>()
    for (const hit of this.hits(query, SEARCH_COVERAGE)) {
      const { doc, text } = this.passages[hit.doc]
      if (doc.kind !== kind) continue
      const ranked = byDoc.get(doc)
      if (!ranked) byDoc.set(doc, { doc, score: hit.score, passage: text })
      else if (!holdsTerm(ranked.passage) && holdsTerm(text)) ranked.passage = text
    }
    return [...byDoc.values()]
  }

  /** How many documents of each kind match (the search page's tabs). */
  countDocuments(query: string): Record<ContentKind, number> {
    const seen = new Set<ContentDoc>()
    const counts: Record<ContentKind, number> = { goods: 0, news: 0, faq: 0 }
    for (const hit of this.hits(query, SEARCH_COVERAGE)) {
      const { doc } = this.passages[hit.doc]
      if (seen.has(doc)) continue
      seen.add(doc)
      counts[doc.kind] += 1
    }
    return counts
  }

  /**
   * The best passages for a question, at most `perDoc` of one document, so an answer can cite several. Only
   * passages scoring at least RELEVANCE_FLOOR of the best one, and holding a word of the question (not only its
   * lone characters) when it has words: a weak third hit is an unrelated source, not a help. The same question on
   * the same content gives the same passages (ties go to the earlier passage).
   */
  bestPassages(question: string, limit: number, perDoc = 2): Passage[] {
    const hits = this.hits(question, QUESTION_COVERAGE)
    const anyLong = hits.some((hit) => hit.matchedLong > 0)
    const floor = (hits[0]?.score ?? 0) * RELEVANCE_FLOOR
    const taken = new Map<ContentDoc, number>()
    const result: Passage[] = []
    for (const hit of hits) {
      if (hit.score < floor || (anyLong && hit.matchedLong === 0)) continue
      const passage = this.passages[hit.doc]
      const n = taken.get(passage.doc) ?? 0
      if (n >= perDoc) continue
      taken.set(passage.doc, n + 1)
      result.push(passage)
      if (result.length >= limit) break
    }
    return result
  }
}
