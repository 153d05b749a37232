// The banners learners see (the home page's carousel), and the back office's list and writes. A banner's link is
// checked on every write (link.ts); writes are audited (published-writes.ts).
import type { Paged } from '@contract/envelope'
import type { AdminBanner, Banner } from '@contract/content/home-shapes'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { banners } from '../tables'
import { userError } from '../../../http/errors'
import { pageOf, pagedAnswer } from '../paging'
import { stateOf, stateWhere } from '../publication'
import { publishedWrites } from '../published-writes'
import { checkedLinkTarget } from './link'
import * as repo from './repo'
import type { adminBannerListQuery, BannerInput } from './schemas'

const toBanner = (row: repo.BannerRow): Banner =>
  ({ id: row.id, title: row.title, imageUrl: row.imageUrl, linkKind: row.linkKind, linkTarget: row.linkTarget })

const toAdmin = (row: repo.BannerRow, now: Date): AdminBanner => ({
  ...toBanner(row), sort: row.sort, state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString()
})

export async function visibleBanners(db: Db, now: Date): Promise<Banner[]> {
  return (await repo.listVisible(db, now)).map(toBanner)
}

export async function listBanners(db: Db, query: z.output<typeof adminBannerListQuery>, now: Date): Promise<Paged<AdminBanner>> {
  const where = and(...repo.filtersOf(query.linkKind, query.keyword || undefined), ...(query.state ? [stateWhere(banners, query.state, now)] : []))
  return pagedAnswer(query, await repo.listBanners(db, where, pageOf(query)), (row) => toAdmin(row, now))
}

export const bannerAdmin = publishedWrites<repo.BannerRow, repo.BannerValues, BannerInput, AdminBanner>({
  resource: 'banner', noun: '轮播图', name: (row) => row.title, columns: banners, find: (db, id) => repo.findBanner(db, id), insert: repo.bannersRows.insert, update: repo.bannersRows.update,
  notFound: () => userError('NOT_FOUND', '轮播图不存在'),
  snapshot: (row) => ({
    title: row.title, imageUrl: row.imageUrl, linkKind: row.linkKind, linkTarget: row.linkTarget, sort: row.sort,
    published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  }),
  async valuesOf(tx, input) {
    return { ...input, linkTarget: await checkedLinkTarget(tx, input.linkKind, input.linkTarget) }
  },
  toView: toAdmin
})
