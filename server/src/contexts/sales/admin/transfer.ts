// Paying an approved withdrawal by WeChat Pay transfer to the salesperson's WeChat balance (finance only).
// approved → transferring (conditional UPDATE: a double click moves it once) → the transfer asked under out_bill_no
// `W<id>T<attempt>` → paid when WeChat reports SUCCESS, back to approved with WeChat's reason when it reports FAIL or
// CANCELLED. Clicking again on a transfer under way asks WeChat about that same number (and sends it again only when
// WeChat never received it), so a retry never pays twice; only a failed transfer lets the next one take a new number.
import { and, eq } from 'drizzle-orm'
import type { AdminWithdrawal } from '@contract/sales/admin-shapes'
import { WITHDRAWAL_TRANSFER_MAX_FEN } from '@contract/sales/constants'
import { userError } from '../../../http/errors'
import { recordAudit, type AuditActor } from '../../system'
import type { SalesContext } from '../context'
import { salesWithdrawals as w } from '../tables'
import type { WithdrawalRow } from '../withdrawals/repo'
import { billOf, openidOf, recordOutcome, settleTransfer, yuan } from '../withdrawals/wechat-transfer'
import { withdrawalById } from './withdrawals'

/** approved → transferring under the next number; refused when another click (or a reviewer) got there first. */
async function start(ctx: SalesContext, actor: AuditActor, row: WithdrawalRow): Promise<WithdrawalRow> {
  if (row.amountFen > WITHDRAWAL_TRANSFER_MAX_FEN) {
    throw userError('WITHDRAWAL_TRANSFER_LIMIT', '单笔2000元及以上须核验收款人实名，请线下付款后标记已付款')
  }
  const attempt = row.transferAttempt + 1
  return ctx.db.transaction(async (tx) => {
    const [moved] = await tx.update(w)
      .set({ status: 'transferring', transferAttempt: attempt, outBillNo: `W${row.id}T${attempt}`, transferBillNo: null, transferState: null, transferPackage: null })
      .where(and(eq(w.id, row.id), eq(w.status, 'approved'), eq(w.transferAttempt, row.transferAttempt)))
      .returning()
    if (!moved) throw userError('WITHDRAWAL_STATE', '提现申请的状态已变化，请刷新后重试')
    await recordAudit(tx, actor, {
      action: 'withdrawal.wechatTransfer', resource: 'withdrawal', resourceId: row.id,
      summary: `发起微信转账：¥${yuan(row.amountFen)}（${moved.outBillNo}）`, before: { status: row.status }, after: { status: moved.status, outBillNo: moved.outBillNo },
      coded: { code: 'withdrawal.wechatTransfer', params: { amountFen: row.amountFen, billNo: moved.outBillNo ?? '' } }
    })
    return moved
  })
}

export async function transferWithdrawal(ctx: SalesContext, actor: AuditActor, id: number): Promise<AdminWithdrawal> {
  const transfers = ctx.transfers
  if (!transfers) throw userError('NOT_CONFIGURED', '未配置微信支付，无法微信转账，请线下付款后标记已付款')
  const [found] = await ctx.db.select().from(w).where(eq(w.id, id)).limit(1)
  if (!found) throw userError('NOT_FOUND', '提现申请不存在')
  if (found.status !== 'approved' && found.status !== 'transferring') throw userError('WITHDRAWAL_STATE', '提现申请的状态已变化，请刷新后重试')
  if (found.status === 'transferring') {
    await settleTransfer(ctx, transfers, actor, found)
  } else {
    // Checked before a fresh transfer moves anything; a transfer under way is queried without it.
    const openid = await openidOf(ctx, transfers, found)
    const row = await start(ctx, actor, found)
    await recordOutcome(ctx, actor, row, await billOf(transfers, row, async () => openid, true))
  }
  return withdrawalById(ctx.db, id)
}
