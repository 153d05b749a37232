// SQL of the two about pages: one row per key, written by upsert (a page always exists for learners, a missing row
// reads as a blank page).
import { eq } from 'drizzle-orm'
import type { AboutPageKey } from '@contract/content/about-shapes'
import type { Db } from '../../../db'
import { aboutPages } from '../tables'

export type AboutPageRow = typeof aboutPages.$inferSelect
export type AboutPageValues = Pick<AboutPageRow, 'title' | 'coverUrl' | 'contentHtml'>

export async function findPage(db: Db, key: AboutPageKey): Promise<AboutPageRow | undefined> {
  const [row] = await db.select().from(aboutPages).where(eq(aboutPages.key, key)).limit(1)
  return row
}

export function listPages(db: Db): Promise<AboutPageRow[]> {
  return db.select().from(aboutPages)
}

export async function savePage(db: Db, key: AboutPageKey, values: AboutPageValues): Promise<void> {
  await db.insert(aboutPages).values({ key, ...values }).onConflictDoUpdate({ target: aboutPages.key, set: values })
}
