// How the goods page presents what the server sends: which classes and sessions come first, which chips show, and
// the description's lists and headings styled inline (the mini-program's rich-text takes no page styles).
import type { ExamSession, GoodsClass } from '@contract/commerce'
import type { GoodsKind } from '@contract/commerce-constants'
import catalogZh from '@/locales/catalog/zh-Hans'
import { assetUrl } from '@/shared/assets'

const CLASS_RANK: Record<GoodsClass['status'], number> = { ongoing: 0, upcoming: 0, full: 1, ended: 2, off_sale: 3 }
const SESSION_RANK: Record<ExamSession['status'], number> = { open: 0, full: 1, closed: 2 }

/** Classes one can join first (soonest first), then full ones, then ended and off-sale ones. */
export function classesInOrder(classes: readonly GoodsClass[]): GoodsClass[] {
  const rank = (c: GoodsClass) => (CLASS_RANK[c.status] === 0 && c.seatsLeft === 0 ? 1 : CLASS_RANK[c.status])
  return [...classes].sort((a, b) => rank(a) - rank(b) || a.startDate.localeCompare(b.startDate))
}

/** Open sessions first (soonest first), then full, then closed. */
export function sessionsInOrder(sessions: readonly ExamSession[]): ExamSession[] {
  return [...sessions].sort((a, b) => SESSION_RANK[a.status] - SESSION_RANK[b.status] || a.startsAt.localeCompare(b.startsAt))
}

/**
 * The goods' tags without the one naming its kind: the kind has its own chip, and seeded tags (written in Chinese)
 * often repeat it (考试 / 考试, 套餐 / 套餐).
 */
export function tagsBesidesKind(kind: GoodsKind, tags: readonly string[]): string[] {
  const kindNames = new Set<string>([catalogZh.kind[kind], catalogZh.kinds[kind]])
  return tags.filter((tag) => !kindNames.has(tag))
}

const INLINE_STYLES: Record<string, string> = {
  ul: 'margin:8px 0;padding-left:22px;list-style-position:outside',
  ol: 'margin:8px 0;padding-left:22px;list-style-position:outside',
  li: 'margin:4px 0',
  h2: 'margin:18px 0 8px;font-size:16px;font-weight:600',
  h3: 'margin:16px 0 8px;font-size:15px;font-weight:600',
  h4: 'margin:12px 0 6px;font-size:14px;font-weight:600',
  blockquote: 'margin:8px 0;padding-left:10px;border-left:3px solid #d9f5e1;color:#666',
  p: 'margin:8px 0',
  img: 'max-width:100%;height:auto'
}

/**
 * The description with each list, heading and picture styled inline: markers inside the content margin, headings
 * spaced from the text, pictures within the width. The HTML was sanitised on the server (bare tags only), so
 * opening tags carry no attributes of their own except an image's and a link's. Pictures uploaded in the back
 * office are upload paths: the mini-program has no origin, so they get the static base (assetUrl).
 */
export function styledDescription(html: string): string {
  return html
    .replace(/<(ul|ol|li|h2|h3|h4|p|img|blockquote)(\s[^>]*)?>/gi, (whole, tag: string, attrs = '') =>
      /\sstyle=/i.test(attrs) ? whole : `<${tag}${attrs} style="${INLINE_STYLES[tag.toLowerCase()]}">`)
    .replace(/(<img\b[^>]*?\ssrc=")(\/uploads\/[^"]*)"/gi, (_, head: string, path: string) => `${head}${assetUrl(path)}"`)
}
