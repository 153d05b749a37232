// The back office's partners: list (state, keyword), and one, write, edit, publish (now or scheduled), unpublish
// through published-writes.ts (each write audited in its transaction). The page is sanitised on every write.
import type { AdminPartner, AdminPartnerSummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { partners } from '../tables'
import { sanitizeRichText } from '../../catalog'
import { adminPublishedOf, type AdminListQueryInput } from '../fields'
import { pageOf, pagedAnswer } from '../paging'
import { contentNotFound, stateWhere } from '../publication'
import { publishedWrites } from '../published-writes'
import * as repo from './repo'
import type { PartnerInput } from './schemas'

const toSummary = (row: repo.PartnerRow, now: Date): AdminPartnerSummary =>
  ({ ...adminPublishedOf(row, now), name: row.name, logoUrl: row.logoUrl, website: row.website })

export async function listPartners(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminPartnerSummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(partners, query.state, now) : undefined)
  return pagedAnswer(query, await repo.listPartners(db, where, pageOf(query)), (row) => toSummary(row, now))
}

export const partnerAdmin = publishedWrites<repo.PartnerRow, repo.PartnerValues, PartnerInput, AdminPartner>({
  resource: 'partner', noun: '合作伙伴', name: (row) => row.name, columns: partners, notFound: contentNotFound,
  find: (db, id) => repo.findPartner(db, id), insert: repo.partnerRows.insert, update: repo.partnerRows.update,
  snapshot: (row) => ({
    name: row.name, logoUrl: row.logoUrl, intro: row.intro, contentHtml: row.contentHtml, website: row.website, sort: row.sort,
    published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  }),
  valuesOf: async (_tx, input) => ({ ...input, contentHtml: sanitizeRichText(input.contentHtml) }),
  toView: (row, now) => ({ ...toSummary(row, now), intro: row.intro, contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString() })
})
