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

function sanitizeWith(input: string, tag: (token: string) => string | null, otherTag: (token: string) => string): string {
  let out = ''
  let last = 0
  for (const match of input.matchAll(ANGLE_RUN)) {
    const index = match.index ?? 0
    out += escapeText(input.slice(last, index))
    out += tag(match[0]) ?? otherTag(match[0])
    last = index + match[0].length
  }
  return out + escapeText(input.slice(last))
}

export function sanitizeHtml(input: string): string {
  return sanitizeWith(input, allowedTag, escapeText)
}

// ---- Rich text of goods (description, target audience), written in the back office ----
// The same allow-list, plus pictures and links with ONE checked attribute each (an image's src is an upload path
// or an https URL; a link's href is http(s) or a site path). Other tags are dropped rather than shown as text
// (operators paste from editors that wrap everything in div/span), and script and style blocks go with their
// content, so nothing but the allowed tags, the src/href/alt values (escaped) and escaped text comes out.

const UPLOAD_SRC = /^\/uploads\/[A-Za-z0-9/_.-]+$/
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/
const LINK_URL = /^(https?:\/\/|\/(?!\/))[^\s"'<>\\]*$/
const MEDIA_TAG = /^<(img|a)(\s[^>]*)?>$/i
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9_:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const SCRIPT_BLOCK = /<(script|style|iframe|object|noscript|template)\b[\s\S]*?(<\/\1\s*>|$)/gi

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const m of text.matchAll(ATTRIBUTE)) attributes.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '')
  return attributes
}

function mediaTag(token: string): string | null {
  const match = MEDIA_TAG.exec(token)
  if (!match) return null
  const attributes = attributesOf((match[2] ?? '').replace(/\/$/, ''))
  if (match[1].toLowerCase() === 'img') {
    const src = attributes.get('src') ?? ''
    if (!UPLOAD_SRC.test(src) && !HTTPS_URL.test(src)) return ''
    const alt = attributes.get('alt')
    return `<img src="${escapeText(src)}"${alt ? ` alt="${escapeText(alt)}"` : ''}>`
  }
  const href = attributes.get('href') ?? ''
  return LINK_URL.test(href) ? `<a href="${escapeText(href)}">` : '<a>'
}

/** A tag-like token (`<div …>`, `</span>`, `<!-- … -->`) goes; `< 2 >` in a sentence stays as text. */
const dropTag = (token: string) => (/^<\/?[a-zA-Z!][^>]*>$/.test(token) ? '' : escapeText(token))

const richTag = (token: string) => mediaTag(token) ?? allowedTag(token) ?? (/^<\/a\s*>$/i.test(token) ? '</a>' : null)

/** Goods rich text: agreement tags plus checked img and a; unknown tags dropped, script and style removed whole. */
export function sanitizeRichText(input: string): string {
  return sanitizeWith(input.replace(SCRIPT_BLOCK, ''), richTag, dropTag)
}
