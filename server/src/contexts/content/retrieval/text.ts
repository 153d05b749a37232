// Plain text out of the rich text operators write (FAQ answers, news bodies, goods descriptions), and passages of
// it small enough to quote in an answer or a search result.

const BLOCK_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|section|blockquote)\b[^>]*>/gi
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The text of sanitised HTML: tags dropped (block tags become line breaks), entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '').replace(BLOCK_TAGS, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * About a paragraph: long enough to carry an answer, short enough that four of them fit a model's context with
 * room to spare and that a search result's snippet needs no second cut.
 */
export const PASSAGE_CHARS = 220

/**
 * Splits text into passages of at most about PASSAGE_CHARS, at line and sentence ends where it can. The line breaks
 * inside a passage stay: a heading, a list item or a section ends without punctuation, and joined to the next line
 * it would read as one run-on sentence (课程安排第一天…).
 */
export function passagesOf(text: string, max = PASSAGE_CHARS): string[] {
  const passages: string[] = []
  let current = ''
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const sentences = line.split(/(?<=[。！？!?；;])/u).map((s) => s.trim()).filter(Boolean)
    sentences.flatMap((s) => chop(s, max)).forEach((sentence, i) => {
      if (current && current.length + sentence.length + 1 > max) {
        passages.push(current)
        current = ''
      }
      current += separator(current, sentence, i === 0) + sentence
    })
  }
  if (current) passages.push(current)
  return passages
}

/** What goes between two pieces of one passage: a line break where the text had one, a space between Latin words. */
function separator(current: string, next: string, newLine: boolean): string {
  if (!current) return ''
  if (newLine) return '\n'
  return /[a-z0-9]$/i.test(current) && /^[a-z0-9]/i.test(next) ? ' ' : ''
}

/** A sentence longer than a passage, in passage-sized pieces. */
function chop(sentence: string, max: number): string[] {
  const pieces: string[] = []
  for (let at = 0; at < sentence.length; at += max) pieces.push(sentence.slice(at, at + max))
  return pieces
}
