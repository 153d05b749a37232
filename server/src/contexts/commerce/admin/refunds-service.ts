// The back office's refunds: the list finance works through, one refund with the steps taken on it, and the steps
// themselves (approve, payout, reject), whose rules and audit live with the refund module (refund/review.ts).
import type { AdminRefund, AdminRefundDetail, RefundStep } from '@contract/commerce/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { userBrief } from '../../identity'
import { auditEntriesOf, type AuditActor } from '../../system'
import type { CommerceContext } from '../context'
import * as operator from '../refund/operator'
import * as review from '../refund/review'
import { toRefund } from '../refund/service'
import * as repo from './refunds-repo'

/** Operators who started these refunds from the console, by id: their name, else their phone. */
async function initiatorNames(db: Db, rows: repo.JoinedRefund[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.refund.initiatorId).filter((id): id is number => id !== null))]
  const briefs = await Promise.all(ids.map((id) => userBrief(db, id)))
  return new Map(briefs.flatMap((b) => (b ? [[b.id, b.name || b.phone] as const] : [])))
}

export function toAdminRefund({ refund, ...joined }: repo.JoinedRefund, names: Map<number, string>): AdminRefund {
  return {
    ...toRefund(refund),
    initiatedBy: refund.initiatorId === null ? null : names.get(refund.initiatorId) ?? '',
    reasonKind: refund.reasonKind ?? null,
    orderPaymentMethod: joined.orderPaymentMethod ?? null,
    orderId: refund.orderId,
    orderNo: joined.orderNo,
    userId: refund.userId,
    buyerPhone: joined.buyerPhone,
    buyerName: joined.buyerName,
    goodsTitle: joined.goodsTitle,
    orderAmountDueFen: joined.orderAmountDueFen,
    outRefundNo: refund.outRefundNo,
    providerStatus: refund.providerStatus,
    financeApprovedAt: refund.financeApprovedAt?.toISOString() ?? null,
    updatedAt: refund.updatedAt.toISOString()
  }
}

/** Refunds with the console steps taken on each (one audit query for all of them). */
export async function withSteps(db: Db, rows: repo.JoinedRefund[]): Promise<AdminRefundDetail[]> {
  const [entries, names] = await Promise.all([auditEntriesOf(db, 'refund', rows.map((r) => r.refund.id)), initiatorNames(db, rows)])
  const steps = new Map<string, RefundStep[]>()
  for (const e of entries) {
    const step = {
      action: e.action, actorName: e.actorName, actorPhone: e.actorPhone, summary: e.summary,
      summaryCode: e.summaryCode, summaryParams: e.summaryParams, at: e.createdAt.toISOString()
    }
    steps.set(e.resourceId, [...(steps.get(e.resourceId) ?? []), step])
  }
  return rows.map((row) => ({ ...toAdminRefund(row, names), steps: steps.get(String(row.refund.id)) ?? [] }))
}

export async function listRefunds(db: Db, filter: repo.RefundListFilter, page: PageQueryInput): Promise<Paged<AdminRefund>> {
  const { rows, total } = await repo.listRefunds(db, filter, page)
  const names = await initiatorNames(db, rows)
  return { list: rows.map((row) => toAdminRefund(row, names)), total, page: page.page, size: page.size }
}

export async function getRefund(db: Db, id: number): Promise<AdminRefundDetail> {
  const row = await repo.findRefundJoined(db, id)
  if (!row) throw userError('NOT_FOUND', '退款申请不存在')
  const [detail] = await withSteps(db, [row])
  return detail
}

export type RefundStepName = 'approve' | 'payout' | 'reject'

const STEPS: Record<RefundStepName, typeof review.approveRefund> = {
  approve: review.approveRefund,
  payout: review.payoutRefund,
  reject: review.rejectRefund
}

/** Takes one step and answers the refund as it is now (a sandbox payout is already approved). */
export async function takeStep(ctx: CommerceContext, step: RefundStepName, actor: AuditActor, id: number, note: string) {
  await STEPS[step](ctx, actor, id, note)
  return getRefund(ctx.db, id)
}

/** Finance paid an offline order's refund by hand (refund/operator.ts); answers the refund as it is now. */
export async function recordManualPayout(ctx: CommerceContext, actor: AuditActor, id: number, input: { reference: string; note: string }) {
  await operator.recordManualPayout(ctx, actor, id, input.reference, input.note)
  return getRefund(ctx.db, id)
}
