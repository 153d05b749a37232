// WeChat's side of a withdrawal's transfer, shared by finance's 微信转账/查询转账 (admin/transfer.ts) and the
// salesperson's refresh after confirming the receipt in the mini-program (service.ts): asking WeChat under the
// withdrawal's number, and recording what WeChat answered by conditional UPDATEs on `transferring` and that number,
// so finance and the salesperson reading the same answer at once move the withdrawal once (and audit it once).
import { and, eq } from 'drizzle-orm'
import { userError } from '../../../http/errors'
import { TRANSFER_FAILED_STATES, type TransferBill, type WechatTransfers } from '../../../integrations/payment'
import { PaymentProviderError } from '../../../integrations/payment/errors'
import { findWechatIdentity } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { SalesContext } from '../context'
import { salesWithdrawals as w } from '../tables'
import type { WithdrawalRow } from './repo'

/** 佣金报酬: the scene WeChat grants for paying commission; its report items are fixed by WeChat's scene table. */
export const COMMISSION_SCENE = { sceneId: '1005', recvPerception: '劳务报酬', position: '销售员' }

export type TransferOutcome = TransferBill | { refused: string }

export const yuan = (fen: number) => (fen / 100).toFixed(2)

export async function openidOf(ctx: SalesContext, transfers: WechatTransfers, row: WithdrawalRow): Promise<string> {
  const identity = await findWechatIdentity(ctx.db, row.salespersonId)
  if (!identity || identity.appId !== transfers.appid) {
    throw userError('WITHDRAWAL_NO_OPENID', '该销售未用微信小程序登录过，无法微信转账，请线下付款后标记已付款')
  }
  return identity.openid
}

function ask(transfers: WechatTransfers, row: WithdrawalRow, openid: string): Promise<TransferBill> {
  return transfers.createTransfer({
    outBillNo: row.outBillNo!, openid, amountFen: row.amountFen, remark: `佣金提现 ¥${yuan(row.amountFen)}`,
    sceneId: COMMISSION_SCENE.sceneId, recvPerception: COMMISSION_SCENE.recvPerception,
    reportInfos: [
      { infoType: '岗位类型', infoContent: COMMISSION_SCENE.position },
      { infoType: '报酬说明', infoContent: `销售佣金提现（申请编号${row.id}）` }
    ]
  })
}

/** Where finance clicks to ask again; the salesperson's refresh names its own link. */
const FINANCE_RETRY = '请稍后再点“微信转账”查询结果'

/** WeChat's view of the transfer: asked once for a fresh number; for one under way, queried first. */
export async function billOf(
  transfers: WechatTransfers, row: WithdrawalRow, openid: () => Promise<string>, fresh: boolean, retry = FINANCE_RETRY
): Promise<TransferOutcome> {
  try {
    if (!fresh) {
      const known = await transfers.queryTransfer(row.outBillNo!)
      if (known) return known
    }
    return await ask(transfers, row, await openid())
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err
    // A refusal may still have left a bill: only WeChat saying it has none under this number makes it a failure.
    if (!err.outcomeUnknown && (await transfers.queryTransfer(row.outBillNo!).catch(() => undefined)) === null) {
      return { refused: err.message }
    }
    throw userError('WECHAT_UNAVAILABLE', `微信支付暂未确认这笔转账，${retry}（不会重复付款）`)
  }
}

/** Records WeChat's answer; the state moves (paid, failed) are audited under whoever asked. */
export async function recordOutcome(ctx: SalesContext, actor: AuditActor, row: WithdrawalRow, outcome: TransferOutcome) {
  const mine = and(eq(w.id, row.id), eq(w.status, 'transferring'), eq(w.outBillNo, row.outBillNo!))
  await ctx.db.transaction(async (tx) => {
    if ('refused' in outcome || TRANSFER_FAILED_STATES.has(outcome.state)) {
      const reason = 'refused' in outcome ? outcome.refused : (outcome.failReason ?? outcome.state)
      const state = 'refused' in outcome ? 'REFUSED' : outcome.state
      const [back] = await tx.update(w).set({ status: 'approved', transferState: state, transferPackage: null, note: `微信转账失败：${reason}` }).where(mine).returning()
      if (back) await recordAudit(tx, actor, { action: 'withdrawal.wechatTransferFail', resource: 'withdrawal', resourceId: row.id, summary: `微信转账失败：${reason}`, after: { status: 'approved' },
        coded: { code: 'withdrawal.wechatTransferFail', params: { reason } } })
      return
    }
    if (outcome.state === 'SUCCESS') {
      const [paid] = await tx.update(w).set({ status: 'paid', transferState: 'SUCCESS', transferBillNo: outcome.transferBillNo, transferPackage: null, reference: outcome.transferBillNo, paidAt: outcome.updatedAt ?? ctx.now() }).where(mine).returning()
      if (paid) await recordAudit(tx, actor, { action: 'withdrawal.pay', resource: 'withdrawal', resourceId: row.id, summary: `微信转账到账：¥${yuan(row.amountFen)}`, after: { status: 'paid', reference: outcome.transferBillNo },
        coded: { code: 'withdrawal.wechatPaid', params: { amountFen: row.amountFen, reference: outcome.transferBillNo ?? '' } } })
      return
    }
    await tx.update(w).set({ transferState: outcome.state, transferBillNo: outcome.transferBillNo, transferPackage: outcome.packageInfo ?? null }).where(mine)
  })
}

/** A transfer under way: WeChat queried under its number (sent again only when WeChat never received it), answer recorded. */
export async function settleTransfer(ctx: SalesContext, transfers: WechatTransfers, actor: AuditActor, row: WithdrawalRow, retry?: string) {
  await recordOutcome(ctx, actor, row, await billOf(transfers, row, () => openidOf(ctx, transfers, row), false, retry))
}
