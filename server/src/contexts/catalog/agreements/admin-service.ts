// The back office's agreements: list, one, edit (a new version, kept in agreement_versions), add a goods agreement,
// version history. Content is sanitised with the same allow-list as every agreement text (sanitize-html.ts).
import { randomBytes } from 'node:crypto'
import type { AdminAgreement, AdminAgreementSummary, AdminAgreementVersion, AgreementKind } from '@contract/catalog/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import * as repo from './admin-repo'
import type { AgreementRow } from './repo'
import { sanitizeHtml } from './sanitize-html'

const notFound = () => userError('NOT_FOUND', '协议不存在')

function toSummary(row: AgreementRow): AdminAgreementSummary {
  return { id: row.id, kind: row.kind, slug: row.slug, title: row.title, version: row.version, updatedAt: row.updatedAt.toISOString() }
}

const toAgreement = (row: AgreementRow): AdminAgreement => ({ ...toSummary(row), content: row.content })
const snapshot = (row: AgreementRow) => ({ id: row.id, kind: row.kind, slug: row.slug, title: row.title, version: row.version, content: row.content })

export async function listAgreements(db: Db, query: PageQueryInput & { kind?: AgreementKind }): Promise<Paged<AdminAgreementSummary>> {
  const { rows, total } = await repo.listAllAgreements(db, query.kind, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toSummary), total, page: query.page, size: query.size }
}

export async function getAgreement(db: Db, id: number): Promise<AdminAgreement> {
  const row = await repo.findAnyAgreement(db, id)
  if (!row) throw notFound()
  return toAgreement(row)
}

export async function updateAgreement(db: Db, actor: AuditActor, id: number, input: { title: string; content: string }): Promise<AdminAgreement> {
  return db.transaction(async (tx) => {
    const before = await repo.findAnyAgreement(tx, id)
    if (!before) throw notFound()
    const row = await repo.saveNewVersion(tx, id, { title: input.title, content: sanitizeHtml(input.content) })
    if (!row) throw notFound()
    await repo.insertVersion(tx, row, actor.id)
    await recordAudit(tx, actor, {
      action: 'agreement.update', resource: 'agreement', resourceId: id, summary: `修改协议「${row.title}」为第${row.version}版`,
      coded: { code: 'agreement.update', params: { title: row.title, version: row.version } },
      before: snapshot(before), after: snapshot(row)
    })
    return toAgreement(row)
  })
}

export async function createGoodsAgreement(db: Db, actor: AuditActor, input: { title: string; content: string }): Promise<AdminAgreement> {
  return db.transaction(async (tx) => {
    const text = { title: input.title, content: sanitizeHtml(input.content) }
    let row: AgreementRow | undefined
    for (let attempt = 0; !row && attempt < 5; attempt++) row = await repo.insertGoodsAgreement(tx, `goods-${randomBytes(5).toString('hex')}`, text)
    if (!row) throw new Error('could not draw a free agreement slug')
    await repo.insertVersion(tx, row, actor.id)
    await recordAudit(tx, actor, {
      action: 'agreement.create', resource: 'agreement', resourceId: row.id, summary: `新建购买协议「${row.title}」`, after: snapshot(row),
      coded: { code: 'agreement.create', params: { title: row.title } }
    })
    return toAgreement(row)
  })
}

export async function listVersions(db: Db, id: number, query: PageQueryInput): Promise<Paged<AdminAgreementVersion>> {
  if (!(await repo.findAnyAgreement(db, id))) throw notFound()
  const { rows, total } = await repo.listVersions(db, id, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page: query.page, size: query.size }
}
