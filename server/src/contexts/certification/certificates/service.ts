// A learner's certificates and the public check by number (no login: anyone an employer sends there).
import { count, desc, eq } from 'drizzle-orm'
import type { Certificate, CertificateCheck } from '@contract/certification/shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { certificates } from '../tables'
import { isWellFormedNumber } from './numbers'
import { toCertificate, toCheck } from './views'

export async function listMine(db: Db, userId: number, query: PageQueryInput, now: Date): Promise<Paged<Certificate>> {
  const mine = eq(certificates.userId, userId)
  const [rows, [total]] = await Promise.all([
    db.select().from(certificates).where(mine).orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .offset(offsetOf(query)).limit(query.size),
    db.select({ n: count() }).from(certificates).where(mine)
  ])
  return { list: rows.map((r) => toCertificate(r, now)), total: total?.n ?? 0, page: query.page, size: query.size }
}

/** The same refusal for a mistyped and an unknown number, so an answer tells nothing about which numbers exist. */
export async function checkNumber(db: Db, number: string, now: Date): Promise<CertificateCheck> {
  const found = isWellFormedNumber(number)
    ? (await db.select().from(certificates).where(eq(certificates.number, number)).limit(1))[0]
    : undefined
  if (!found) throw userError('CERT_NOT_FOUND', '未查询到该证书，请核对证书编号')
  return toCheck(found, now)
}
