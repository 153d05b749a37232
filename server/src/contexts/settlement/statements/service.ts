// Statement steps in the back office. Generate makes or refreshes a month's draft; confirm recomputes the draft once
// more and freezes it (draft → confirmed, its lines frozen); pay records the transfer (confirmed → paid). Each is
// a conditional step in one transaction with the organisation's row locked, so two steps on one organisation (two
// months confirmed at once) cannot count the same payment twice. Every step is audited.
import { and, eq } from 'drizzle-orm'
import type { StatementDetail } from '@contract/settlement/shapes'
import { chinaDate } from '@contract/china-time'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { recordAudit, type AuditActor } from '../../system'
import type { SettlementContext } from '../context'
import { lastDayOf, monthOf } from '../scope/months'
import { shareOf, shareOn } from '../scope/shares'
import { settlementLines, settlementOrgs, settlementStatements } from '../tables'
import { computeStatement } from './compute'
import { statementDetail } from './read'

const notFound = () => userError('NOT_FOUND', '结算单不存在')

async function lockOrg(tx: Db, orgId: number) {
  const [org] = await tx.select().from(settlementOrgs).where(eq(settlementOrgs.id, orgId)).for('update')
  if (!org) throw userError('NOT_FOUND', '机构不存在', 'orgId')
  return org
}

/** Rewrites a draft's lines and figures from the orders and refunds as they are now. */
async function refreshDraft(tx: Db, ctx: SettlementContext, statementId: number, orgId: number, month: string) {
  const shareBp = await shareOn(tx, orgId, lastDayOf(month))
  if (shareBp === null) throw userError('SHARE_MISSING', `该机构在${month}没有生效的分成比例，请先设置分成`)
  const computed = await computeStatement(tx, orgId, month)
  await tx.delete(settlementLines).where(eq(settlementLines.statementId, statementId))
  if (computed.lines.length > 0) await tx.insert(settlementLines).values(computed.lines.map((l) => ({ ...l, statementId })))
  const { classesOpened, learners, receivedFen, refundedFen, adjustmentFen } = computed
  await tx.update(settlementStatements).set({
    classesOpened, learners, receivedFen, refundedFen, adjustmentFen, shareBp,
    shareFen: shareOf(receivedFen - refundedFen, shareBp), generatedAt: ctx.now()
  }).where(and(eq(settlementStatements.id, statementId), eq(settlementStatements.status, 'draft')))
}

export async function generateStatement(ctx: SettlementContext, actor: AuditActor, orgId: number, month: string): Promise<StatementDetail> {
  if (month > monthOf(ctx.now())) throw userError('STATEMENT_MONTH_AHEAD', `${month}尚未开始，不能生成结算单`, 'month')
  const id = await ctx.db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId)
    await tx.insert(settlementStatements).values({ orgId, month, shareBp: 0, generatedAt: ctx.now() }).onConflictDoNothing()
    const [row] = await tx.select().from(settlementStatements)
      .where(and(eq(settlementStatements.orgId, orgId), eq(settlementStatements.month, month)))
    if (row!.status !== 'draft') throw userError('STATEMENT_FROZEN', `${org.name}${month}的结算单已确认，不能重新生成`)
    await refreshDraft(tx, ctx, row!.id, orgId, month)
    await recordAudit(tx, actor, {
      action: 'statement.generate', resource: 'statement', resourceId: row!.id, summary: `生成「${org.name}」${month}结算单草稿`,
      coded: { code: 'statement.generate', params: { org: org.name, month } }
    })
    return row!.id
  })
  return (await statementDetail(ctx.db, id))!
}

export async function confirmStatement(ctx: SettlementContext, actor: AuditActor, id: number): Promise<StatementDetail> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(settlementStatements).where(eq(settlementStatements.id, id))
    if (!found) throw notFound()
    const org = await lockOrg(tx, found.orgId)
    const [row] = await tx.select().from(settlementStatements).where(eq(settlementStatements.id, id)).for('update')
    if (row!.status !== 'draft') throw userError('STATEMENT_FROZEN', '该结算单已确认，不能再次确认')
    await refreshDraft(tx, ctx, id, row!.orgId, row!.month)
    const confirmed = await tx.update(settlementStatements)
      .set({ status: 'confirmed', confirmedAt: ctx.now(), confirmedBy: actor.id })
      .where(and(eq(settlementStatements.id, id), eq(settlementStatements.status, 'draft'))).returning()
    if (confirmed.length !== 1) throw userError('STATEMENT_FROZEN', '该结算单已确认，不能再次确认')
    await tx.update(settlementLines).set({ frozen: true }).where(eq(settlementLines.statementId, id))
    await recordAudit(tx, actor, {
      action: 'statement.confirm', resource: 'statement', resourceId: id, summary: `确认「${org.name}」${row!.month}结算单`,
      coded: { code: 'statement.confirm', params: { org: org.name, month: row!.month } },
      after: { receivedFen: confirmed[0]!.receivedFen, refundedFen: confirmed[0]!.refundedFen, shareFen: confirmed[0]!.shareFen }
    })
  })
  return (await statementDetail(ctx.db, id))!
}

export async function payStatement(ctx: SettlementContext, actor: AuditActor, id: number, reference: string): Promise<StatementDetail> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(settlementStatements).where(eq(settlementStatements.id, id)).for('update')
    if (!row) throw notFound()
    if (row.status === 'draft') throw userError('STATEMENT_NOT_CONFIRMED', '结算单需先确认才能登记付款')
    const paid = await tx.update(settlementStatements)
      .set({ status: 'paid', paidFen: row.shareFen, paidAt: ctx.now(), paidBy: actor.id, paymentRef: reference })
      .where(and(eq(settlementStatements.id, id), eq(settlementStatements.status, 'confirmed'))).returning({ id: settlementStatements.id })
    if (paid.length !== 1) throw userError('STATEMENT_ALREADY_PAID', `该结算单已于${chinaDate(row.paidAt ?? ctx.now())}付款`)
    await recordAudit(tx, actor, {
      action: 'statement.pay', resource: 'statement', resourceId: id,
      summary: `登记${row.month}结算单付款 ${(row.shareFen / 100).toFixed(2)} 元，凭证 ${reference}`,
      coded: { code: 'statement.pay', params: { month: row.month, amountFen: row.shareFen, reference } },
      after: { paidFen: row.shareFen, reference }
    })
  })
  return (await statementDetail(ctx.db, id))!
}
