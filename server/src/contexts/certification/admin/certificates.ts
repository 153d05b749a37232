// The back office's certificates: the list (number, status) and revoking a valid one (one conditional UPDATE; the
// reason shows on the public check), audited.
import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm'
import type { AdminCertificate, AdminCertificateQuery } from '@contract/certification/admin-shapes'
import type { Paged } from '@contract/envelope'
import { chinaDate } from '@contract/china-time'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import { statusOf } from '../certificates/views'
import type { CertificationContext } from '../context'
import { certificates } from '../tables'

type Row = typeof certificates.$inferSelect
type Query = PageQueryInput & Omit<AdminCertificateQuery, 'page' | 'size'>

const toAdmin = (r: Row, now: Date): AdminCertificate => ({
  id: r.id, number: r.number, userId: r.userId, holderName: r.holderName, courseTitle: r.courseTitle, score: r.score,
  total: r.total, issuedOn: chinaDate(r.issuedAt), expiresOn: chinaDate(r.expiresAt), status: statusOf(r, now),
  revokeReason: r.revokeReason
})

function statusFilter(status: Query['status'], now: Date): SQL | undefined {
  if (status === 'revoked') return eq(certificates.status, 'revoked')
  if (status === 'expired') return and(eq(certificates.status, 'valid'), lte(certificates.expiresAt, now))
  if (status === 'valid') return and(eq(certificates.status, 'valid'), gt(certificates.expiresAt, now))
  return undefined
}

export async function listCertificates(ctx: CertificationContext, query: Query): Promise<Paged<AdminCertificate>> {
  const now = ctx.now()
  const where = and(query.number ? eq(certificates.number, query.number) : undefined, statusFilter(query.status, now))
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(certificates).where(where).orderBy(desc(certificates.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(certificates).where(where)
  ])
  return { list: rows.map((r) => toAdmin(r, now)), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function revoke(ctx: CertificationContext, actor: AuditActor, id: number, reason: string): Promise<AdminCertificate> {
  const now = ctx.now()
  const row = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx.update(certificates).set({ status: 'revoked', revokedAt: now, revokeReason: reason })
      .where(and(eq(certificates.id, id), eq(certificates.status, 'valid'))).returning()
    if (!moved) throw userError('CERT_STATE', '只有有效的证书可以撤销')
    await recordAudit(tx, actor, {
      action: 'certificate.revoke', resource: 'certificate', resourceId: id, summary: `证书 ${moved.number} 撤销：${reason}`,
      coded: { code: 'certificate.revoke', params: { number: moved.number, reason } },
      before: { status: 'valid' }, after: { status: 'revoked', reason }
    })
    return moved
  })
  return toAdmin(row, now)
}
