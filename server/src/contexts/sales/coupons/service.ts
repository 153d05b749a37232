// The coupon batches an admin allowed a salesperson: issuing one to a registered phone takes one of the quota (a
// conditional UPDATE), gives the coupon through the catalog's own rules and records who issued it, all in one
// transaction. The grant's held-coupon id is what attributes the order that uses it.
import { and, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import { SALES_CODE_PARAM } from '@contract/sales/constants'
import type { SalesCouponBatch, SalesCouponGrant } from '@contract/sales/shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { couponTemplateRows, grantCoupon, heldCouponRows } from '../../catalog'
import { findUserByPhone, userRows } from '../../identity'
import { ensureSalesPerson } from '../profile/repo'
import type { SalesContext } from '../context'
import { salesCouponAllowances as allowances, salesCouponGrants as grants } from '../tables'

// Qualified by hand: a bare "id" inside the subquery would be the grant's own.
const outerId = sql.raw('"sales_coupon_allowances"."id"')
const notFound = () => userError('NOT_FOUND', '优惠券批次不存在')
const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

export async function listBatches(ctx: SalesContext, userId: number): Promise<SalesCouponBatch[]> {
  const person = await ensureSalesPerson(ctx.db, userId)
  const t = couponTemplateRows(ctx.db)
  const held = heldCouponRows(ctx.db)
  const used = sql<number>`(select count(*) from ${grants} inner join ${held} on ${held.id} = ${grants.userCouponId}
    where ${grants.allowanceId} = ${outerId} and ${held.state} = 'used')`.mapWith(Number)
  const rows = await ctx.db.select({
    id: allowances.id, quota: allowances.quota, issued: allowances.issued, title: t.title, type: t.type, value: t.value,
    minSpendFen: t.minSpendFen, shareCode: t.shareCode, used
  }).from(allowances).innerJoin(t, eq(t.id, allowances.templateId))
    .where(eq(allowances.salespersonId, userId)).orderBy(desc(allowances.id))
  return rows.map((r) => ({
    id: r.id, title: r.title, type: r.type, value: r.value, minSpendFen: r.minSpendFen, quota: r.quota, issued: r.issued, used: r.used,
    sharePath: r.shareCode ? `pages/coupon/share?code=${encodeURIComponent(r.shareCode)}&${SALES_CODE_PARAM}=${person.code}` : null
  }))
}

export async function issueCoupon(ctx: SalesContext, userId: number, allowanceId: number, phone: string): Promise<SalesCouponGrant> {
  const now = ctx.now()
  const grantId = await ctx.db.transaction(async (tx) => {
    const [allowance] = await tx.select().from(allowances)
      .where(and(eq(allowances.id, allowanceId), eq(allowances.salespersonId, userId))).limit(1)
    if (!allowance) throw notFound()
    const holder = await findUserByPhone(tx, phone)
    if (!holder) throw userError('USER_NOT_FOUND', '该手机号尚未注册', 'phone')
    const taken = await tx.update(allowances).set({ issued: sql`${allowances.issued} + 1` })
      .where(and(eq(allowances.id, allowanceId), lt(allowances.issued, allowances.quota))).returning({ id: allowances.id })
    if (taken.length === 0) throw userError('COUPON_QUOTA_USED', '该批优惠券的发放额度已用完')
    const userCouponId = await grantCoupon(tx, holder.id, allowance.templateId, now)
    const [grant] = await tx.insert(grants).values({ allowanceId, salespersonId: userId, userCouponId, userId: holder.id, createdAt: now })
      .returning({ id: grants.id })
    return grant!.id
  })
  const page = await listGrants(ctx, userId, allowanceId, { page: 1, size: 50 }, grantId)
  return page.list[0]!
}

export async function listGrants(ctx: SalesContext, userId: number, allowanceId: number, query: PageQueryInput, onlyId?: number): Promise<Paged<SalesCouponGrant>> {
  const [allowance] = await ctx.db.select({ id: allowances.id }).from(allowances)
    .where(and(eq(allowances.id, allowanceId), eq(allowances.salespersonId, userId))).limit(1)
  if (!allowance) throw notFound()
  const held = heldCouponRows(ctx.db)
  const people = userRows(ctx.db, 'holders')
  const where = and(eq(grants.allowanceId, allowanceId), eq(grants.salespersonId, userId), onlyId ? eq(grants.id, onlyId) : undefined)
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ id: grants.id, createdAt: grants.createdAt, name: people.name, phone: people.phone, state: held.state, usedAt: held.usedAt })
      .from(grants).innerJoin(held, eq(held.id, grants.userCouponId)).innerJoin(people, eq(people.id, grants.userId))
      .where(where).orderBy(desc(grants.createdAt), desc(grants.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(grants).where(where)
  ])
  return {
    list: rows.map((r) => ({
      id: r.id, holder: r.name ? `${r.name} ${maskPhone(r.phone)}` : maskPhone(r.phone), issuedAt: r.createdAt.toISOString(),
      used: r.state === 'used', usedAt: r.usedAt?.toISOString() ?? null
    })),
    total: total?.n ?? 0, page: query.page, size: query.size
  }
}
