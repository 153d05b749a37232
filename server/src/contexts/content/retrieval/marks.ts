// Highlights for search results: where the query's words occur in a title or a snippet, as [start, end) offsets the
// app colours, and a snippet cut so that its first match is in view.
import type { TextMarks } from '@contract/content/assistant-shapes'

/** Every occurrence of any term (case-insensitive), overlapping ones merged, in order. */
export function marksOf(text: string, terms: readonly string[]): TextMarks {
  const lower = text.toLowerCase()
  // Lower-casing must keep offsets (it does for Chinese and ASCII; a rare letter like İ changes length).
  if (lower.length !== text.length) return []
  const ranges: Array<[number, number]> = []
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1 && term; at = lower.indexOf(term, at + term.length)) ranges.push([at, at + term.length])
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: TextMarks = []
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** Long enough for two lines on a phone. */
export const SNIPPET_CHARS = 90
/** Text kept before the first match, so it reads in context; little, so the match is on the first line shown. */
const LEAD_CHARS = 12

/** The passage cut to SNIPPET_CHARS around its first match (with … where it was cut), and its marks. */
export function snippetOf(passage: string, terms: readonly string[]): { text: string; marks: TextMarks } {
  const flat = passage.replace(/\s*\n\s*/g, ' ')
  if (flat.length <= SNIPPET_CHARS) return { text: flat, marks: marksOf(flat, terms) }
  const first = marksOf(flat, terms)[0]?.[0] ?? 0
  const start = Math.max(0, first - LEAD_CHARS)
  const end = start + SNIPPET_CHARS
  const text = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
  return { text, marks: marksOf(text, terms) }
}
