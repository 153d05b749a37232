// Reading the audit log for the console: newest first, filtered by resource, actor (id, or part of name or phone),
// action and China dates.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '@contract/admin'
import type { Db } from '../../../db'
import { containsPattern, inChinaDates, toSimplified } from '../../../db/filters'
import { auditLog } from '../tables'
import { offsetOf, type PageQueryInput } from '../../../http/query'

export interface AuditFilter {
  resource?: string
  resourceId?: string
  actorId?: number
  /** Part of the operator's name or phone. */
  actor?: string
  action?: string
  from?: string
  to?: string
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.resource ? eq(auditLog.resource, filter.resource) : undefined,
    filter.resourceId ? eq(auditLog.resourceId, filter.resourceId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actor ? or(ilike(auditLog.actorName, containsPattern(toSimplified(filter.actor))), ilike(auditLog.actorPhone, containsPattern(filter.actor))) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    ...inChinaDates(auditLog.createdAt, filter.from, filter.to)
  )
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

export async function listAudit(db: Db, filter: AuditFilter, page: PageQueryInput) {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(auditLog).where(where)
  ])
  return { list: rows.map(toEntry), total: total?.n ?? 0, page: page.page, size: page.size }
}

export async function findAudit(db: Db, id: number): Promise<AuditEntry | null> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id))
  return row ? toEntry(row) : null
}

/** The audit entries of these objects of one resource (every refund of an order, say), oldest first. */
export async function auditEntriesOf(db: Db, resource: string, resourceIds: Array<number | string>) {
  if (resourceIds.length === 0) return []
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), inArray(auditLog.resourceId, resourceIds.map(String))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
}
