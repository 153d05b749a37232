// Agreement texts: the goods agreements (list and one), and the user agreement / privacy policy by type.
// Public: the login page links to them before anyone is signed in.
import type { GoodsAgreement } from '@contract/identity/schemas'
import type { AgreementType } from '@contract/identity/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { findAgreement, latestAgreement, listAgreements, type AgreementRow } from './repo'

const notFound = () => userError('NOT_FOUND', '协议不存在')

function toAgreement(row: AgreementRow): GoodsAgreement {
  return { id: row.id, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() }
}

export async function listGoodsAgreements(db: Db, query: PageQueryInput): Promise<Paged<GoodsAgreement>> {
  const { rows, total } = await listAgreements(db, 'goods', offsetOf(query), query.size)
  return { list: rows.map(toAgreement), total, page: query.page, size: query.size }
}

export async function getGoodsAgreement(db: Db, id: number): Promise<GoodsAgreement> {
  const row = await findAgreement(db, 'goods', id)
  if (!row) throw notFound()
  return toAgreement(row)
}

export async function getAgreementByType(db: Db, type: AgreementType): Promise<GoodsAgreement> {
  const row = await latestAgreement(db, type)
  if (!row) throw notFound()
  return toAgreement(row)
}
