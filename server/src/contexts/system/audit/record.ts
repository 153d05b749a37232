// Writing the audit log. Every admin write calls recordAudit inside the transaction of the write itself, so a
// change and its record commit or roll back together; nothing ever updates or deletes an entry.
import type { AuditSummaryCode, AuditSummaryParams } from '@contract/admin'
import type { CurrentUser } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { auditLog } from '../tables'

export interface AuditRecord {
  /** `<resource>.<verb>`: `goods.update`, `refund.approve`, `user.roles`. */
  action: string
  resource: string
  resourceId: string | number
  /** One line for people, in Simplified Chinese: 商品「…」下架 (what consoles that do not know `coded` show). */
  summary: string
  /** The same summary as a code and its values, so the console words it in the reader's language. */
  coded?: { code: AuditSummaryCode; params: AuditSummaryParams }
  before?: unknown
  after?: unknown
}

/** The operator behind a write: the signed-in user of the request. */
export type AuditActor = Pick<CurrentUser, 'id' | 'name' | 'phone'>

export async function recordAudit(tx: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorPhone: actor.phone,
    action: record.action,
    resource: record.resource,
    resourceId: String(record.resourceId),
    summary: record.summary,
    summaryCode: record.coded?.code ?? null,
    summaryParams: record.coded?.params ?? null,
    before: record.before ?? null,
    after: record.after ?? null
  })
}
