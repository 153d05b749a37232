// Organisations in the back office: list (kind, keyword), one, add, edit; each with its member and class counts
// and the share in effect today. Writes are audited.
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { AdminOrg, OrgInput } from '@contract/settlement/admin-shapes'
import type { OrgKind } from '@contract/settlement/constants'
import { chinaDate } from '@contract/china-time'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import type { SettlementContext } from '../context'
import { settlementOrgClasses, settlementOrgMembers, settlementOrgs, settlementShares } from '../tables'

export const orgNotFound = () => userError('NOT_FOUND', '机构不存在')
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
// Qualified by hand: with one table in FROM drizzle leaves column names bare.
const ORG_ID = sql.raw('"settlement_orgs"."id"')

function columns(today: string) {
  return {
    org: settlementOrgs,
    members: sql<number>`(select count(*) from ${settlementOrgMembers} where ${settlementOrgMembers.orgId} = ${ORG_ID})`.mapWith(Number),
    classes: sql<number>`(select count(*) from ${settlementOrgClasses} where ${settlementOrgClasses.orgId} = ${ORG_ID})`.mapWith(Number),
    shareBp: sql<number | null>`(select ${settlementShares.shareBp} from ${settlementShares} where ${settlementShares.orgId} = ${ORG_ID}
      and ${settlementShares.validFrom} <= ${today} order by ${settlementShares.validFrom} desc limit 1)`
  }
}

type Row = { org: typeof settlementOrgs.$inferSelect; members: number; classes: number; shareBp: number | null }
const toOrg = ({ org, members, classes, shareBp }: Row): AdminOrg => ({
  id: org.id, kind: org.kind, name: org.name, contact: org.contact, members, classes,
  shareBp: shareBp === null ? null : Number(shareBp), createdAt: org.createdAt.toISOString()
})

export async function listOrgs(ctx: SettlementContext, query: PageQueryInput & { kind?: OrgKind; keyword?: string }): Promise<Paged<AdminOrg>> {
  const where = and(query.kind ? eq(settlementOrgs.kind, query.kind) : undefined,
    query.keyword ? ilike(settlementOrgs.name, `%${escapeLike(query.keyword)}%`) : undefined)
  const [rows, [total]] = await Promise.all([
    ctx.db.select(columns(chinaDate(ctx.now()))).from(settlementOrgs).where(where).orderBy(desc(settlementOrgs.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(settlementOrgs).where(where)
  ])
  return { list: rows.map(toOrg), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function orgById(ctx: SettlementContext, id: number): Promise<AdminOrg> {
  const [row] = await ctx.db.select(columns(chinaDate(ctx.now()))).from(settlementOrgs).where(eq(settlementOrgs.id, id)).limit(1)
  if (!row) throw orgNotFound()
  return toOrg(row)
}

/** The organisation's row, or NOT_FOUND. */
export async function requireOrg(db: Db, id: number) {
  const [org] = await db.select().from(settlementOrgs).where(eq(settlementOrgs.id, id)).limit(1)
  if (!org) throw orgNotFound()
  return org
}

const nameTaken = () => userError('CONFLICT', '已有同名机构', 'name')

export async function createOrg(ctx: SettlementContext, actor: AuditActor, input: OrgInput): Promise<AdminOrg> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(settlementOrgs).values({ ...input, createdAt: ctx.now() }).onConflictDoNothing().returning()
    if (!row) throw nameTaken()
    await recordAudit(tx, actor, { action: 'settlementOrg.create', resource: 'settlementOrg', resourceId: row.id, summary: `新增机构「${row.name}」`, after: input,
      coded: { code: 'settlementOrg.create', params: { name: row.name } }
    })
    return row.id
  })
  return orgById(ctx, id)
}

export async function updateOrg(ctx: SettlementContext, actor: AuditActor, id: number, input: OrgInput): Promise<AdminOrg> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(settlementOrgs).where(eq(settlementOrgs.id, id)).for('update')
    if (!before) throw orgNotFound()
    const [clash] = await tx.select({ id: settlementOrgs.id }).from(settlementOrgs).where(eq(settlementOrgs.name, input.name))
    if (clash && clash.id !== id) throw nameTaken()
    // A kind change would leave members holding the other role: only an organisation without members may change it.
    if (before.kind !== input.kind) {
      const [members] = await tx.select({ n: count() }).from(settlementOrgMembers).where(eq(settlementOrgMembers.orgId, id))
      if ((members?.n ?? 0) > 0) throw userError('CONFLICT', '机构已有成员，不能更改机构类型', 'kind')
    }
    await tx.update(settlementOrgs).set(input).where(eq(settlementOrgs.id, id))
    await recordAudit(tx, actor, { action: 'settlementOrg.update', resource: 'settlementOrg', resourceId: id, summary: `修改机构「${input.name}」`, before, after: input,
      coded: { code: 'settlementOrg.update', params: { name: input.name } }
    })
  })
  return orgById(ctx, id)
}
