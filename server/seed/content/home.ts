// The demo home content: 12 published news in three categories, 5 notices and 4 banners leading to a
// course, an exam, a news article and the FAQ, dated before the seed date. Each kind is added only while its table
// is empty (also to a database seeded before it existed), so an operator's edits are never undone by a restart.
import { eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../src/db'
import { banners, goods, news, notices } from '../../src/db/schema'
import { answerHtml } from './faq-texts'
import { SEED_BANNERS, SEED_NOTICES, type SeedBannerLink } from './home-texts'
import { contentImagePath } from './images'
import { SEED_NEWS } from './news-texts'

export { SEED_BANNERS, SEED_NOTICES } from './home-texts'
export { SEED_NEWS } from './news-texts'
export { installContentImages } from './images'

const DAY_MS = 24 * 60 * 60 * 1000
/** 10:00 China time (02:00 UTC), `days` days before `now`: when an office publishes. */
function daysBefore(now: Date, days: number): Date {
  const day = new Date(now.getTime() - days * DAY_MS)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 2))
}

/** Paragraphs and lists as answerHtml writes them, with '## ' lines as subheadings. */
function articleHtml(lines: string[]): string {
  const parts: string[] = []
  let block: string[] = []
  const flush = () => { if (block.length) parts.push(answerHtml(block)); block = [] }
  for (const line of lines) {
    if (line.startsWith('## ')) { flush(); parts.push(`<h3>${line.slice(3)}</h3>`) } else block.push(line)
  }
  flush()
  return parts.join('')
}

async function isEmpty(tx: Db, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(table)
  return (row?.n ?? 0) === 0
}

async function seedNews(tx: Db, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, news))) return false
  await tx.insert(news).values(SEED_NEWS.map((n) => ({
    category: n.category, title: n.title, summary: n.summary, source: n.source, coverUrl: contentImagePath(n.cover),
    contentHtml: articleHtml(n.lines), published: true, publishAt: daysBefore(now, n.daysAgo), createdAt: daysBefore(now, n.daysAgo + 1),
    views: 40 + ((n.title.length * 37) % 400)
  })))
  return true
}

async function seedNotices(tx: Db, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, notices))) return false
  await tx.insert(notices).values(SEED_NOTICES.map((n) => ({
    title: n.title, contentHtml: answerHtml(n.lines), published: true, publishAt: daysBefore(now, n.daysAgo), createdAt: daysBefore(now, n.daysAgo)
  })))
  return true
}

/** The stored target of a demo link, or null when what it names is not there (then the banner leads nowhere). */
async function targetOf(tx: Db, link: SeedBannerLink): Promise<string | null> {
  if (link.kind === 'route') return link.path
  const [row] = link.kind === 'goods'
    ? await tx.select({ id: goods.id }).from(goods).where(eq(goods.slug, link.slug)).limit(1)
    : await tx.select({ id: news.id }).from(news).where(eq(news.title, link.title)).limit(1)
  return row ? String(row.id) : null
}

async function seedBanners(tx: Db, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, banners))) return false
  for (const [index, b] of SEED_BANNERS.entries()) {
    const target = await targetOf(tx, b.link)
    await tx.insert(banners).values({
      title: b.title, imageUrl: contentImagePath(b.image), linkKind: target === null ? 'none' : b.link.kind, linkTarget: target ?? '',
      sort: (index + 1) * 10, published: true, publishAt: daysBefore(now, 1)
    })
  }
  return true
}

/** True when it added any kind. News first: a banner leads to one. */
export async function seedDemoHome(tx: Db, now: Date): Promise<boolean> {
  const added = [await seedNews(tx, now), await seedNotices(tx, now), await seedBanners(tx, now)]
  return added.some(Boolean)
}
