// Okapi BM25 over token lists: the ranking function of search engines since the 90s, small enough to own. A
// document's score for a query is the sum, over the query's tokens it holds, of the token's rarity (idf) times its
// frequency in the document damped by k1 and normalised by the document's length against the average (b).
// MiniSearch or lunr would do the same with more features (fuzzy, prefix) that Chinese bigrams don't need.

/** The usual constants: k1 = 1.2 (term frequency saturates quickly), b = 0.75 (long documents are discounted). */
const K1 = 1.2
const B = 0.75

export interface Scored {
  doc: number
  score: number
  /** How many of the query's distinct tokens the document holds. */
  matched: number
  /** How many of those are longer than one character (a word or a pair, not a lone character). */
  matchedLong: number
}

export class Bm25 {
  private readonly postings = new Map<string, Map<number, number>>()
  private readonly lengths: number[]
  private readonly averageLength: number

  constructor(docs: readonly string[][]) {
    this.lengths = docs.map((tokens) => tokens.length)
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, docs.length)
    docs.forEach((tokens, doc) => {
      for (const token of tokens) {
        let posting = this.postings.get(token)
        if (!posting) this.postings.set(token, (posting = new Map()))
        posting.set(doc, (posting.get(doc) ?? 0) + 1)
      }
    })
  }

  get size(): number {
    return this.lengths.length
  }

  /** Lucene's idf: never negative, so a token in most documents still counts a little. */
  private idf(token: string): number {
    const n = this.postings.get(token)?.size ?? 0
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5))
  }

  /** Every document holding at least one of the tokens, best first (ties by position, so results are stable). */
  search(tokens: readonly string[]): Scored[] {
    const hits = new Map<number, Scored>()
    for (const token of new Set(tokens)) {
      const posting = this.postings.get(token)
      if (!posting) continue
      const idf = this.idf(token)
      for (const [doc, tf] of posting) {
        const norm = K1 * (1 - B + (B * this.lengths[doc]) / (this.averageLength || 1))
        const hit = hits.get(doc) ?? { doc, score: 0, matched: 0, matchedLong: 0 }
        hit.score += (idf * tf * (K1 + 1)) / (tf + norm)
        hit.matched += 1
        if (Array.from(token).length > 1) hit.matchedLong += 1
        hits.set(doc, hit)
      }
    }
    return [...hits.values()].sort((a, b) => b.score - a.score || a.doc - b.doc)
  }
}
