// Writing the audit log. Every admin write calls recordAudit inside the transaction of the write itself, so a
// change and its record commit or roll back together; nothing ever updates or deletes an entry.
import type { CurrentUser } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { auditLog } from '../tables'

export interface AuditRecord {
  /** `<resource>.<verb>`: `goods.update`, `refund.approve`, `user.roles`. */
  action: string
  resource: string
  resourceId: string | number
  /** One line for people, in Chinese: 商品「…」下架. */
  summary: string
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
    before: record.before ?? null,
    after: record.after ?? null
  })
}
