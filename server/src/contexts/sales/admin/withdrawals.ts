// Withdrawal review and payout in the back office: requested → approved → paid, or rejected before it is paid (the
// amount returns to the balance by itself: the balance counts withdrawals not rejected). Each step is a conditional
// UPDATE on the expected status and is audited. The payout is either a transfer made outside (bank, or WeChat Pay
// from the merchant platform) recorded here with its reference, or a WeChat Pay transfer made from here (transfer.ts).
import { count, desc, eq } from 'drizzle-orm'
import type { AdminWithdrawal } from '@contract/sales/admin-shapes'
import type { WithdrawalStatus } from '@contract/sales/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { userRows } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { SalesContext } from '../context'
import { salesWithdrawals as w } from '../tables'
import { toWithdrawal, transition, type WithdrawalRow } from '../withdrawals/repo'

function withdrawalQuery(db: Db) {
  const people = userRows(db, 'salespeople')
  const query = db.select({ w, name: people.name, phone: people.phone }).from(w).innerJoin(people, eq(people.id, w.salespersonId)).$dynamic()
  return query
}

function toAdmin(r: { w: WithdrawalRow; name: string; phone: string }): AdminWithdrawal {
  return { ...toWithdrawal(r.w), salespersonId: r.w.salespersonId, salesperson: r.name || r.phone, phone: r.phone }
}

export async function listWithdrawals(ctx: SalesContext, query: PageQueryInput & { status?: WithdrawalStatus }): Promise<Paged<AdminWithdrawal>> {
  const where = query.status ? eq(w.status, query.status) : undefined
  const [rows, [total]] = await Promise.all([
    withdrawalQuery(ctx.db).where(where).orderBy(desc(w.createdAt), desc(w.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(w).where(where)
  ])
  return { list: rows.map(toAdmin), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function withdrawalById(db: Db, id: number): Promise<AdminWithdrawal> {
  const [row] = await withdrawalQuery(db).where(eq(w.id, id)).limit(1)
  if (!row) throw userError('NOT_FOUND', '提现申请不存在')
  return toAdmin(row)
}

const yuan = (fen: number) => (fen / 100).toFixed(2)

async function move(
  ctx: SalesContext, actor: AuditActor, id: number, from: WithdrawalStatus[],
  values: Parameters<typeof transition>[3], audit: { action: 'withdrawal.approve' | 'withdrawal.reject' | 'withdrawal.pay'; summary: string }
): Promise<AdminWithdrawal> {
  const before = await withdrawalById(ctx.db, id)
  await ctx.db.transaction(async (tx) => {
    const row = await transition(tx, id, from, values)
    if (!row) throw userError('WITHDRAWAL_STATE', '提现申请的状态已变化，请刷新后重试')
    await recordAudit(tx, actor, {
      action: audit.action, resource: 'withdrawal', resourceId: id,
      summary: `${audit.summary}：${before.salesperson} ¥${yuan(before.amountFen)}`, before: { status: before.status }, after: values,
      coded: {
        code: audit.action,
        params: { salesperson: before.salesperson, amountFen: before.amountFen, reason: values.note ?? '', reference: values.reference ?? '' }
      }
    })
  })
  return withdrawalById(ctx.db, id)
}

export function approve(ctx: SalesContext, actor: AuditActor, id: number) {
  return move(ctx, actor, id, ['requested'], { status: 'approved', reviewerId: actor.id, reviewedAt: ctx.now() },
    { action: 'withdrawal.approve', summary: '通过提现申请' })
}

export function reject(ctx: SalesContext, actor: AuditActor, id: number, reason: string) {
  return move(ctx, actor, id, ['requested', 'approved'], { status: 'rejected', note: reason, reviewerId: actor.id, reviewedAt: ctx.now() },
    { action: 'withdrawal.reject', summary: '驳回提现申请' })
}

export function pay(ctx: SalesContext, actor: AuditActor, id: number, reference: string) {
  return move(ctx, actor, id, ['approved'], { status: 'paid', reference, paidAt: ctx.now() },
    { action: 'withdrawal.pay', summary: '提现已付款' })
}
