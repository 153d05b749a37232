// The documents search and the assistant draw on, read fresh from the database: visible FAQ, visible news and the
// goods on sale (through the catalog's public entry), each as plain text with what a result shows. A stamp of all
// three tells when a built index is out of date.
import { listOnSaleGoodsText, onSaleGoodsStamp } from '../../catalog'
import type { ContentKind } from '@contract/content/assistant-shapes'
import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { news } from '../tables'
import { listVisibleFaqText, visibleFaqStamp } from '../faq/repo'
import { visibleWhere } from '../publication'
import { plainText } from './text'

export interface ContentDoc {
  kind: ContentKind
  id: number
  title: string
  /** Plain text, lines kept. */
  body: string
  coverUrl: string
  priceFen: number | null
  /** News: when it was (or is to be counted as) published. */
  date: string | null
}

function listVisibleNews(db: Db, now: Date) {
  return db.select({
    id: news.id, title: news.title, summary: news.summary, contentHtml: news.contentHtml, coverUrl: news.coverUrl,
    publishAt: news.publishAt, createdAt: news.createdAt
  }).from(news).where(visibleWhere(news, now)).orderBy(desc(news.id))
}

async function visibleNewsStamp(db: Db, now: Date): Promise<string> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${news.updatedAt})::text` })
    .from(news).where(visibleWhere(news, now))
  return `${row?.n ?? 0}@${row?.last ?? ''}`
}

export async function loadDocuments(db: Db, now: Date): Promise<ContentDoc[]> {
  const [faq, newsRows, goodsRows] = await Promise.all([listVisibleFaqText(db, now), listVisibleNews(db, now), listOnSaleGoodsText(db, now)])
  return [
    ...goodsRows.map((g): ContentDoc => ({
      kind: 'goods', id: g.id, title: g.title, coverUrl: g.cover, priceFen: g.priceFen, date: null,
      body: [g.subtitle, g.tags.join(' '), plainText(g.descriptionHtml), plainText(g.targetAudienceHtml)].filter(Boolean).join('\n')
    })),
    ...newsRows.map((n): ContentDoc => ({
      kind: 'news', id: n.id, title: n.title, coverUrl: n.coverUrl, priceFen: null, date: (n.publishAt ?? n.createdAt).toISOString(),
      body: [n.summary, plainText(n.contentHtml)].filter(Boolean).join('\n')
    })),
    ...faq.map((f): ContentDoc => ({
      kind: 'faq', id: f.id, title: f.question, coverUrl: '', priceFen: null, date: null, body: plainText(f.answerHtml)
    }))
  ]
}

/** Differs from the last one whenever any of the three may have changed. */
export async function contentStamp(db: Db, now: Date): Promise<string> {
  const stamps = await Promise.all([visibleFaqStamp(db, now), visibleNewsStamp(db, now), onSaleGoodsStamp(db, now)])
  return stamps.join('|')
}
