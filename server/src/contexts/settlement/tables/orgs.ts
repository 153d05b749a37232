// Partner organisations (EP) and education organisations, who belongs to one, which classes it runs and the share
// agreed with it. A user and a class belong to one organisation at most (primary keys say so). The class link is
// here rather than a column on the catalog's classes: settlement owns the relation, the catalog knows nothing of it.
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { ORG_KINDS, SHARE_BP_MAX } from '../../../../../types/settlement/constants'
import type { OrgKind } from '../../../../../types/settlement/constants'
import { goodsClasses } from '../../catalog/tables'
import { users } from '../../identity/tables'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const settlementOrgs = pgTable(
  'settlement_orgs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OrgKind>().notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('settlement_orgs_name_unique').on(t.name),
    check('settlement_orgs_kind_check', sql`${t.kind} in (${list(ORG_KINDS)})`)
  ]
)

export const settlementOrgMembers = pgTable(
  'settlement_org_members',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    orgId: integer('org_id').notNull().references(() => settlementOrgs.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('settlement_org_members_org_idx').on(t.orgId)]
)

export const settlementOrgClasses = pgTable(
  'settlement_org_classes',
  {
    classId: integer('class_id').primaryKey().references(() => goodsClasses.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull().references(() => settlementOrgs.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('settlement_org_classes_org_idx').on(t.orgId)]
)

/** The share agreed from a date; a month is settled at the share in effect on its last day. */
export const settlementShares = pgTable(
  'settlement_shares',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull().references(() => settlementOrgs.id),
    shareBp: integer('share_bp').notNull(),
    validFrom: date('valid_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('settlement_shares_org_from_unique').on(t.orgId, t.validFrom),
    check('settlement_shares_bp_check', sql`${t.shareBp} >= 0 and ${t.shareBp} <= ${sql.raw(String(SHARE_BP_MAX))}`)
  ]
)
