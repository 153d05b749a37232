// Line breaking for canvas text, which has none of its own. Chinese may break between any two characters, except
// that closing punctuation never starts a line and opening brackets never end one (the character before moves
// down with it); Latin words stay whole unless one alone is wider than the line. Past the last allowed line, the
// text is cut and ends with an ellipsis.

/** Width of a text in the font being laid out (canvas measureText in the app, a fake in tests). */
export type Measure = (text: string) => number

export const ELLIPSIS = '…'

// CJK ideographs, kana, Hangul and full-width punctuation: each is a place a line may break.
const CJK = '\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef'
const TOKEN = new RegExp(`[${CJK}]|[^\\s${CJK}]+\\s*|\\s+`, 'g')

const NO_LINE_START = new Set(Array.from('，。、；：！？）》」』】〉”’…,.;:!?)]}%'))
const NO_LINE_END = new Set(Array.from('（《「『【〈“‘([{'))

function tokens(text: string): string[] {
  return text.replace(/\s+/g, ' ').trim().match(TOKEN) ?? []
}

/** Cuts characters off the end until the text plus an ellipsis fits. */
export function ellipsize(text: string, maxWidth: number, measure: Measure): string {
  const chars = Array.from(text.trimEnd())
  while (chars.length > 0 && measure(chars.join('') + ELLIPSIS) > maxWidth) chars.pop()
  return chars.join('').trimEnd() + ELLIPSIS
}

function breakLines(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = []
  let line = ''
  const endLine = () => {
    lines.push(line.trimEnd())
    line = ''
  }
  for (const token of tokens(text)) {
    if (!line && !token.trim()) continue // no line starts with a space
    if (measure(line + token.trimEnd()) <= maxWidth) {
      line += token
      continue
    }
    if (line) {
      const chars = Array.from(line.trimEnd())
      const carried = carriedDown(chars, token)
      line = (carried ? chars.slice(0, -1) : chars).join('')
      endLine()
      line = carried
    }
    if (measure(line + token.trimEnd()) <= maxWidth) {
      line += token
      continue
    }
    // A word wider than a whole line: break it between characters.
    for (const char of Array.from(token.trimEnd())) {
      if (line && measure(line + char) > maxWidth) endLine()
      line += char
    }
    if (token !== token.trimEnd()) line += ' '
  }
  if (line.trim()) endLine()
  return lines
}

/** What moves from the end of a full line to the next one so that neither breaks a punctuation rule. */
function carriedDown(chars: string[], next: string): string {
  if (chars.length < 2) return '' // a lone character stays; the punctuation then hangs rather than loops
  const last = chars[chars.length - 1]
  if (NO_LINE_END.has(last) || NO_LINE_START.has(Array.from(next)[0])) return last
  return ''
}

/** The lines a text takes at maxWidth, at most maxLines of them (the last one ellipsized if text was left over). */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines = Infinity): string[] {
  const lines = breakLines(text, maxWidth, measure)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = ellipsize(kept[maxLines - 1], maxWidth, measure)
  return kept
}
