// The back office's rules and salespeople: the default rate and the lead window, each salesperson's own rate, and
// what each earned and may still withdraw (the same figures their app shows). Writes are audited.
import { count, desc, eq, ilike, or } from 'drizzle-orm'
import type { AdminSalesperson, SalesRules } from '@contract/sales/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { usersWithRole } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import { profileOf } from '../balance/service'
import { ensureSalesPerson, readRules, setRate, writeRules } from '../profile/repo'
import type { SalesContext } from '../context'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function getRules(ctx: SalesContext): Promise<SalesRules> {
  return readRules(ctx.db)
}

export async function setRules(ctx: SalesContext, actor: AuditActor, input: SalesRules): Promise<SalesRules> {
  await ctx.db.transaction(async (tx) => {
    const before = await readRules(tx)
    await writeRules(tx, input, ctx.now())
    await recordAudit(tx, actor, { action: 'salesRules.update', resource: 'salesRules', resourceId: 1, summary: '修改销售佣金规则', coded: { code: 'salesRules.update', params: {} }, before, after: input })
  })
  return readRules(ctx.db)
}

async function toSalesperson(ctx: SalesContext, user: { id: number; name: string; phone: string }): Promise<AdminSalesperson> {
  const [person, profile] = await Promise.all([ensureSalesPerson(ctx.db, user.id), profileOf(ctx.db, user.id)])
  return {
    userId: user.id, name: user.name, phone: user.phone, code: person.code, rateBp: person.rateBp, effectiveRateBp: profile.rateBp,
    earnedFen: profile.earnedFen, balanceFen: profile.balanceFen
  }
}

export async function listPeople(ctx: SalesContext, query: PageQueryInput & { keyword?: string }): Promise<Paged<AdminSalesperson>> {
  const holders = usersWithRole(ctx.db, 'sales')
  const kw = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined
  const where = kw ? or(ilike(holders.name, kw), ilike(holders.phone, kw)) : undefined
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(holders).where(where).orderBy(desc(holders.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(holders).where(where)
  ])
  // A page holds at most 50 people; each one's figures are a few indexed statements.
  const list = await Promise.all(rows.map((r) => toSalesperson(ctx, r)))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function setPersonRate(ctx: SalesContext, actor: AuditActor, userId: number, rateBp: number | null): Promise<AdminSalesperson> {
  const holders = usersWithRole(ctx.db, 'sales')
  const [user] = await ctx.db.select().from(holders).where(eq(holders.id, userId)).limit(1)
  if (!user) throw userError('NOT_FOUND', '销售人员不存在')
  await ctx.db.transaction(async (tx) => {
    const before = await ensureSalesPerson(tx, userId)
    await setRate(tx, userId, rateBp)
    await recordAudit(tx, actor, {
      action: 'salesperson.rate', resource: 'salesperson', resourceId: userId, summary: `修改销售「${user.name || user.phone}」的佣金比例`,
      coded: { code: 'salesperson.rate', params: { name: user.name, phone: user.phone } },
      before: { rateBp: before.rateBp }, after: { rateBp }
    })
  })
  return toSalesperson(ctx, user)
}
