// Chinese-aware tokens for ranking. Chinese has no spaces, and Intl.Segmenter's dictionary splits differ between a
// short query and a long text ("私教" alone is 私|教, in "私教课程" too, but "私人教练" is 私人|教练), so words
// alone would miss matches. Every run of Chinese characters also gives its character pairs (bigrams), which
// match whatever the segmenter did; texts also index single characters so a one-character query finds something.
// Latin words and numbers are the segmenter's words, lower-cased. Texts and queries are both folded to Simplified
// characters before they are cut, so a learner typing Traditional finds our Simplified content.
import { toSimplified } from '../../../db/filters'

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
const HAN = /\p{Script=Han}/u
const HAN_RUN = /\p{Script=Han}+/gu

/** NFKC folds full-width letters and digits (ＡＣＥ, １２) into ASCII; lower case makes ACE match ace; Traditional
 * characters become Simplified (課程 → 课程). */
export const normalize = (text: string) => toSimplified(text.normalize('NFKC').toLowerCase())

function segmentWords(normalized: string): string[] {
  const words: string[] = []
  for (const part of segmenter.segment(normalized)) if (part.isWordLike) words.push(part.segment)
  return words
}

/** The segmenter's words (letters, digits, Chinese words), normalised. */
const wordsOf = (text: string): string[] => segmentWords(normalize(text))

function bigramsOf(normalized: string, withSingles: boolean): string[] {
  const grams: string[] = []
  for (const [run] of normalized.matchAll(HAN_RUN)) {
    const chars = Array.from(run)
    if (withSingles || chars.length === 1) grams.push(...chars)
    for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i] + chars[i + 1])
  }
  return grams
}

/** Tokens of a text being indexed: words, Chinese bigrams and single Chinese characters. */
export function documentTokens(text: string): string[] {
  const normalized = normalize(text)
  return [...segmentWords(normalized), ...bigramsOf(normalized, true)]
}

/** Tokens of a query: words and Chinese bigrams (a single character only when that is all the query has). */
export function queryTokens(text: string): string[] {
  const normalized = normalize(text)
  return [...new Set([...segmentWords(normalized), ...bigramsOf(normalized, false)])]
}

/**
 * What to highlight for a query: the query as typed and its words of more than one character (single Chinese
 * characters such as 一 的 在 would light up every line, and 普拉提 splits into three of them); longest first, so a
 * longer match wins where two overlap.
 */
export function highlightTerms(query: string): string[] {
  const words = wordsOf(query).filter((w) => !(HAN.test(w) && Array.from(w).length === 1))
  const whole = normalize(query.trim())
  return [...new Set([whole, ...words])].filter(Boolean).sort((a, b) => b.length - a.length)
}
