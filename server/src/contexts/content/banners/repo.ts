// SQL of the banners: by sort then id (数字小的在前), visible ones for the home page, every one for the back office.
import { asc, eq, type SQL } from 'drizzle-orm'
import type { BannerLinkKind } from '@contract/content/home-shapes'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { banners } from '../tables'
import { type Page, withTotal } from '../paging'
import { rowsById } from '../rows-by-id'
import { visibleWhere } from '../publication'

export type BannerRow = typeof banners.$inferSelect
export type BannerValues = Pick<typeof banners.$inferInsert, 'title' | 'imageUrl' | 'linkKind' | 'linkTarget' | 'sort'>

/** How many banners the home page turns through at most: more would never be seen. */
export const HOME_BANNERS_MAX = 8

const bySort = [asc(banners.sort), asc(banners.id)]

export function filtersOf(linkKind?: BannerLinkKind, keyword?: string): SQL[] {
  return [
    ...(linkKind ? [eq(banners.linkKind, linkKind)] : []),
    ...(keyword ? [anyContains(keyword, [banners.title, banners.linkTarget])] : [])
  ]
}

export function listVisible(db: Db, now: Date): Promise<BannerRow[]> {
  return db.select().from(banners).where(visibleWhere(banners, now)).orderBy(...bySort).limit(HOME_BANNERS_MAX)
}

export function listBanners(db: Db, where: SQL | undefined, page: Page): Promise<{ rows: BannerRow[]; total: number }> {
  return withTotal(db, banners, where, db.select().from(banners).where(where).orderBy(...bySort).offset(page.offset).limit(page.limit))
}


/** Insert (answering the new id) and update by id. */
export const bannersRows = rowsById(banners)
export const findBanner = bannersRows.find
