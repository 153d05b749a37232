// Coupon batches allowed per salesperson: one row per (salesperson, template), set again to change the quota (never
// below what was issued). Audited.
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { AdminAllowance, AllowanceInput } from '@contract/sales/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { couponTemplateRows } from '../../catalog'
import { usersWithRole } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { SalesContext } from '../context'
import { salesCouponAllowances as allowances } from '../tables'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function allowanceQuery(db: Db) {
  const t = couponTemplateRows(db)
  const holders = usersWithRole(db, 'sales')
  const query = db.select({
    id: allowances.id, salespersonId: allowances.salespersonId, name: holders.name, phone: holders.phone, templateId: allowances.templateId,
    title: t.title, type: t.type, value: t.value, quota: allowances.quota, issued: allowances.issued
  }).from(allowances).innerJoin(t, eq(t.id, allowances.templateId)).innerJoin(holders, eq(holders.id, allowances.salespersonId)).$dynamic()
  return { t, holders, query }
}

type Row = Awaited<ReturnType<ReturnType<typeof allowanceQuery>['query']['execute']>>[number]
const toAllowance = ({ name, phone, ...r }: Row): AdminAllowance => ({ ...r, salesperson: name || phone })

export async function listAllowances(ctx: SalesContext, query: PageQueryInput & { keyword?: string }): Promise<Paged<AdminAllowance>> {
  const { t, holders, query: q } = allowanceQuery(ctx.db)
  const kw = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined
  const where = kw ? or(ilike(holders.name, kw), ilike(holders.phone, kw), ilike(t.title, kw)) : undefined
  const [rows, [total]] = await Promise.all([
    q.where(where).orderBy(desc(allowances.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(allowances).innerJoin(t, eq(t.id, allowances.templateId))
      .innerJoin(holders, eq(holders.id, allowances.salespersonId)).where(where)
  ])
  return { list: rows.map(toAllowance), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function setAllowance(ctx: SalesContext, actor: AuditActor, input: AllowanceInput): Promise<AdminAllowance> {
  const { t, holders } = allowanceQuery(ctx.db)
  const [[person], [template]] = await Promise.all([
    ctx.db.select().from(holders).where(eq(holders.id, input.salespersonId)).limit(1),
    ctx.db.select().from(t).where(eq(t.id, input.templateId)).limit(1)
  ])
  if (!person) throw userError('NOT_FOUND', '销售人员不存在', 'salespersonId')
  if (!template) throw userError('NOT_FOUND', '优惠券不存在', 'templateId')
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(allowances).values({ ...input, createdAt: ctx.now() })
      .onConflictDoUpdate({
        target: [allowances.salespersonId, allowances.templateId], set: { quota: input.quota },
        setWhere: sql`${allowances.issued} <= ${input.quota}`
      }).returning({ id: allowances.id })
    if (!row) throw userError('VALIDATION', '额度不能少于已发放的数量', 'quota')
    await recordAudit(tx, actor, {
      action: 'salesCoupon.allow', resource: 'salesCouponAllowance', resourceId: row.id,
      summary: `允许销售「${person.name || person.phone}」发放「${template.title}」${input.quota}张`, after: input,
      coded: { code: 'salesCoupon.allow', params: { name: person.name, phone: person.phone, title: template.title, quota: input.quota } }
    })
    return row.id
  })
  const { query } = allowanceQuery(ctx.db)
  const [row] = await query.where(and(eq(allowances.id, id)))
  return toAllowance(row!)
}
