// Shapes shared by every back-office area: the audit log, list conventions. Each area's own shapes live beside
// its other types (types/admin-*.ts). Zod schemas of admin inputs live in the server (server/src/contexts/*/admin-*)
// and in these files only where the console needs the rule at run time (it never does today: it shows the server's
// field messages, `fields` of the envelope).
import type { PageQuery } from './envelope'

/** One write made through the console: who, when, what, before and after. */
export interface AuditEntry {
  id: number
  actorId: number
  actorName: string
  actorPhone: string
  /** `<resource>.<verb>`, e.g. `goods.update`, `refund.approve`, `user.roles`. */
  action: string
  resource: string
  resourceId: string
  summary: string
  before: unknown
  after: unknown
  createdAt: string
}

export interface AuditListQuery extends PageQuery {
  resource?: string
  resourceId?: string
  actorId?: number
  action?: string
  /** China dates `YYYY-MM-DD`, inclusive. */
  from?: string
  to?: string
}
