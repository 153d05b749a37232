// An allow-list sanitiser for agreement texts, not an HTML parser: the output is only escaped text plus a few
// bare structural tags with NO attributes, so it cannot carry a script, an event handler, a style or a link,
// whatever the input was. Anything else in angle brackets is shown as text. The texts are headings,
// paragraphs and lists, which is all this allows; both the H5 page and the mini-program's rich-text render it.

const ALLOWED_TAGS = new Set(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'br', 'hr', 'blockquote'])
const VOID_TAGS = new Set(['br', 'hr'])

/** A whole tag token: `<p>`, `</p>`, `<br/>`, `<br />` (a tag with attributes does not match and becomes text). */
const BARE_TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)\s*(\/?)>$/
/** Any run that starts with '<': up to the next '>' or the end of the input. */
const ANGLE_RUN = /<[^>]*>?/g
/** Entities already in the text stay as they are (so sanitising twice changes nothing). */
const ENTITY = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/

function escapeText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;'
    else if (ch === '<') out += '&lt;'
    else if (ch === '>') out += '&gt;'
    else if (ch === '"') out += '&quot;'
    else out += ch
  }
  return out
}

function allowedTag(token: string): string | null {
  const match = BARE_TAG.exec(token)
  if (!match) return null
  const [, closing, rawName] = match
  const name = rawName.toLowerCase()
  if (!ALLOWED_TAGS.has(name)) return null
  if (VOID_TAGS.has(name)) return closing ? '' : `<${name}>`
  return `<${closing}${name}>`
}

export function sanitizeHtml(input: string): string {
  let out = ''
  let last = 0
  for (const match of input.matchAll(ANGLE_RUN)) {
    const index = match.index ?? 0
    out += escapeText(input.slice(last, index))
    out += allowedTag(match[0]) ?? escapeText(match[0])
    last = index + match[0].length
  }
  return out + escapeText(input.slice(last))
}
