// The back office's audit log: every write an operator makes through an admin endpoint, in the same transaction
// as the write (contexts/system/audit). Read-only: nothing updates or deletes a row.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    // No foreign key: the record outlives the account, and the name is kept as it was then.
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull().default(''),
    actorPhone: text('actor_phone').notNull().default(''),
    /** What was done, `<resource>.<verb>`: `goods.update`, `refund.approve`, `user.roles`. */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull(),
    /** One line for people: 商品「…」改价 …. */
    summary: text('summary').notNull().default(''),
    /** The summary as a code and its values (AUDIT_SUMMARY_CODES), which the console words in the reader's language. */
    summaryCode: text('summary_code'),
    summaryParams: jsonb('summary_params').$type<Record<string, string | number>>(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_resource_idx').on(t.resource, t.resourceId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt)
  ]
)
