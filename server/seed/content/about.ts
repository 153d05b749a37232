// The demo about content: seven teachers (each with the demo goods they teach), six learner stories (each
// about a demo course), four partners and the two about pages. Each kind is added only while its table is empty
// (also to a database seeded before it existed), so an operator's edits and deletions are never undone by a restart.
// Pictures are committed illustrations (scripts/make-seed-about-images.ts), installed like the goods covers.
import path from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { aboutPages, goods, goodsTeachers, partners, stories, teachers } from '../../src/db/schema'
import { sanitizeHtml } from '../../src/contexts/catalog/seeding'
import { PROJECT_ROOT } from '../../src/paths'
import { coverPath } from '../catalog/covers'
import { SEED_ABOUT_PAGES, SEED_PARTNERS } from './about-pages'
import { SEED_STORIES } from './about-stories'
import { SEED_TEACHERS } from './about-teachers'
import { answerHtml } from './faq-texts'

export { SEED_ABOUT_PAGES, SEED_PARTNERS } from './about-pages'
export { SEED_STORIES } from './about-stories'
export { SEED_TEACHERS } from './about-teachers'

export const ABOUT_IMAGES_DIR = path.join(PROJECT_ROOT, 'server', 'seed', 'assets', 'about')
export const ABOUT_IMAGE_SLUGS = [
  ...SEED_TEACHERS.map((t) => t.slug), ...SEED_PARTNERS.map((p) => p.slug), ...SEED_STORIES.map((s) => s.slug), ...SEED_ABOUT_PAGES.map((a) => a.cover)
]

/** Rich text of seed lines: '## ' starts a heading, '- ' a list item, anything else a paragraph. */
export function seedRichText(lines: string[]): string {
  const html: string[] = []
  let run: string[] = []
  for (const line of [...lines, '## ']) {
    if (!line.startsWith('## ')) { run.push(line); continue }
    if (run.length) html.push(answerHtml(run))
    if (line.length > 3) html.push(`<h3>${line.slice(3)}</h3>`)
    run = []
  }
  // Through the allow-list like the goods' texts, so the seed is stored exactly as an operator's save would be.
  return sanitizeHtml(html.join(''))
}

const isEmpty = async (tx: Db, table: typeof teachers | typeof partners | typeof stories | typeof aboutPages) =>
  ((await tx.select({ n: sql<number>`count(*)::int` }).from(table as typeof teachers))[0]?.n ?? 0) === 0

/** Goods ids by slug (the demo catalog's); a slug without goods is skipped by the callers. */
async function goodsIdsBySlug(tx: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = await tx.select({ id: goods.id, slug: goods.slug }).from(goods).where(inArray(goods.slug, slugs))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

async function seedTeachers(tx: Db): Promise<void> {
  const goodsIds = await goodsIdsBySlug(tx, SEED_TEACHERS.flatMap((t) => t.goods))
  for (const [index, t] of SEED_TEACHERS.entries()) {
    const [row] = await tx.insert(teachers).values({
      name: t.name, title: t.title, intro: t.intro, tags: t.tags, bioHtml: seedRichText(t.bio), avatarUrl: coverPath(t.slug),
      sort: (index + 1) * 10, published: true
    }).returning({ id: teachers.id })
    const links = t.goods.flatMap((slug, sort) => (goodsIds.has(slug) ? [{ goodsId: goodsIds.get(slug)!, teacherId: row.id, sort }] : []))
    if (links.length) await tx.insert(goodsTeachers).values(links)
  }
}

async function seedStories(tx: Db): Promise<void> {
  const goodsIds = await goodsIdsBySlug(tx, SEED_STORIES.map((s) => s.goods))
  await tx.insert(stories).values(SEED_STORIES.map((s, index) => ({
    title: s.title, learnerName: s.learnerName, learnerTitle: s.learnerTitle, summary: s.summary, coverUrl: coverPath(s.slug),
    contentHtml: seedRichText(s.body), goodsId: goodsIds.get(s.goods) ?? null, sort: (index + 1) * 10, published: true
  })))
}

async function seedPartners(tx: Db): Promise<void> {
  await tx.insert(partners).values(SEED_PARTNERS.map((p, index) => ({
    name: p.name, logoUrl: coverPath(p.slug), intro: p.intro, contentHtml: seedRichText(p.body), website: p.website,
    sort: (index + 1) * 10, published: true
  })))
}

async function seedAboutPages(tx: Db): Promise<void> {
  await tx.insert(aboutPages).values(SEED_ABOUT_PAGES.map((a) => ({
    key: a.key, title: a.title, coverUrl: coverPath(a.cover), contentHtml: seedRichText(a.body)
  }))).onConflictDoNothing({ target: aboutPages.key })
}

/** True when it added anything. */
export async function seedDemoAbout(tx: Db): Promise<boolean> {
  const kinds = [
    [teachers, seedTeachers], [stories, seedStories], [partners, seedPartners], [aboutPages, seedAboutPages]
  ] as const
  let added = false
  for (const [table, seed] of kinds) {
    if (!(await isEmpty(tx, table))) continue
    await seed(tx)
    added = true
  }
  return added
}
