// Partners as learners read them: the visible ones by sort, and one partner's page.
import type { PartnerDetail, PartnerSummary } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { contentNotFound } from '../publication'
import * as repo from './repo'

export const toPartnerSummary = (row: repo.PartnerRow): PartnerSummary =>
  ({ id: row.id, name: row.name, logoUrl: row.logoUrl, intro: row.intro })

export async function listPartners(db: Db, query: PageQueryInput, now: Date): Promise<Paged<PartnerSummary>> {
  const { rows, total } = await repo.listPartners(db, repo.visible(now), { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toPartnerSummary), total, page: query.page, size: query.size }
}

export async function getPartner(db: Db, id: number, now: Date): Promise<PartnerDetail> {
  const row = await repo.findPartner(db, id, repo.visible(now))
  if (!row) throw contentNotFound()
  return { ...toPartnerSummary(row), contentHtml: row.contentHtml, website: row.website }
}
