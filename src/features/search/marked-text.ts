// A text cut at the server's highlight offsets ([start, end) of each match) into parts to colour.
import type { TextMarks } from '@contract/content/assistant-shapes'

export interface TextPart {
  text: string
  hit: boolean
}

export function markedParts(text: string, marks: TextMarks): TextPart[] {
  const parts: TextPart[] = []
  let from = 0
  for (const [start, end] of marks) {
    // Offsets the text does not have (an older server, a changed title) are ignored rather than cutting wrongly.
    if (start < from || end > text.length || start >= end) continue
    if (start > from) parts.push({ text: text.slice(from, start), hit: false })
    parts.push({ text: text.slice(start, end), hit: true })
    from = end
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false })
  return parts
}
