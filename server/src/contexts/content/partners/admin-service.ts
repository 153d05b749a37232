// The back office's partners: list (state, keyword), one, write, edit, publish (now or scheduled), unpublish.
// Audited through ../audited.ts.
import type { AdminPartner, AdminPartnerSummary } from '@contract/about'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { Db } from '../../../db'
import { partners } from '../../../db/schema'
import { offsetOf } from '../../../http/query'
import { sanitizeRichText } from '../../catalog'
import type { AuditActor } from '../../system'
import { createAudited, mustLoad, publishAudited, unpublishAudited, updateAudited, type AuditedKind } from '../audited'
import { adminPublishedOf, type AdminListQueryInput } from '../fields'
import { stateWhere } from '../publication'
import * as repo from './repo'
import type { PartnerInput } from './schemas'

const kind: AuditedKind<repo.PartnerRow> = {
  resource: 'partner',
  noun: '合作伙伴',
  table: partners,
  name: (row) => row.name,
  load: (db, id) => repo.findPartner(db, id),
  snapshot: (row) => ({
    name: row.name, logoUrl: row.logoUrl, intro: row.intro, contentHtml: row.contentHtml, website: row.website, sort: row.sort,
    published: row.published, publishAt: row.publishAt?.toISOString() ?? null
  })
}

const toSummary = (row: repo.PartnerRow, now: Date): AdminPartnerSummary =>
  ({ ...adminPublishedOf(row, now), name: row.name, logoUrl: row.logoUrl, website: row.website })
const toDetail = (row: repo.PartnerRow, now: Date): AdminPartner =>
  ({ ...toSummary(row, now), intro: row.intro, contentHtml: row.contentHtml, createdAt: row.createdAt.toISOString() })

export async function listPartners(db: Db, query: AdminListQueryInput, now: Date): Promise<Paged<AdminPartnerSummary>> {
  const where = and(query.keyword ? repo.keywordWhere(query.keyword) : undefined, query.state ? stateWhere(partners, query.state, now) : undefined)
  const { rows, total } = await repo.listPartners(db, where, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => toSummary(r, now)), total, page: query.page, size: query.size }
}

export async function getPartner(db: Db, id: number, now: Date): Promise<AdminPartner> {
  return toDetail(await mustLoad(db, kind, id), now)
}

const valuesOf = (input: PartnerInput): repo.PartnerValues => ({ ...input, contentHtml: sanitizeRichText(input.contentHtml) })

export async function createPartner(db: Db, actor: AuditActor, input: PartnerInput, now: Date): Promise<AdminPartner> {
  return toDetail(await createAudited(db, actor, kind, (tx) => repo.insertPartner(tx, valuesOf(input))), now)
}

export async function updatePartner(db: Db, actor: AuditActor, id: number, input: PartnerInput, now: Date): Promise<AdminPartner> {
  return toDetail(await updateAudited(db, actor, kind, id, async (tx) => { await repo.updatePartner(tx, id, valuesOf(input)) }), now)
}

export async function publishPartner(db: Db, actor: AuditActor, id: number, publishAt: string | undefined, now: Date): Promise<AdminPartner> {
  return toDetail(await publishAudited(db, actor, kind, id, publishAt, now), now)
}

export async function unpublishPartner(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminPartner> {
  return toDetail(await unpublishAudited(db, actor, kind, id), now)
}
