// How the goods page presents what the server sends: which classes and sessions come first, which chips show, and
// the description's lists and headings styled inline (the mini-program's rich-text takes no page styles).
import type { ExamSession, GoodsClass } from '@contract/catalog/schemas'
import type { GoodsKind } from '@contract/catalog/constants'
import catalogZh from '@/locales/catalog/zh-Hans'
import { styledRichText } from '@/shared/rich-text'

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

/** The description styled inline for the mini-program's rich-text (shared/rich-text.ts). */
export const styledDescription = styledRichText
