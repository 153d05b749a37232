// The salesperson's withdrawals: a request takes the salesperson's row lock, then counts the balance and inserts in
// the same transaction, so 20 requests at once are counted one after another and never exceed the balance. After
// confirming a WeChat Pay transfer's receipt in the mini-program, the salesperson asks WeChat for the result through
// the same query finance's 查询转账 runs (wechat-transfer.ts).
import type { Paged } from '@contract/envelope'
import type { CurrentUser } from '@contract/identity/shapes'
import type { Withdrawal } from '@contract/sales/shapes'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { profileOf } from '../balance/service'
import { lockSalesPerson } from '../profile/repo'
import type { SalesContext } from '../context'
import * as repo from './repo'
import { settleTransfer } from './wechat-transfer'

export async function listWithdrawals(ctx: SalesContext, userId: number, query: PageQueryInput): Promise<Paged<Withdrawal>> {
  const { rows, total } = await repo.listOwn(ctx.db, userId, query)
  return { list: rows.map((row) => repo.toWithdrawal(row, ctx.transfers)), total, page: query.page, size: query.size }
}

export async function getWithdrawal(ctx: SalesContext, userId: number, id: number): Promise<Withdrawal> {
  const row = await repo.findOwn(ctx.db, userId, id)
  if (!row) throw userError('NOT_FOUND', '提现申请不存在')
  return repo.toWithdrawal(row, ctx.transfers)
}

/**
 * Only a transfer under way is asked about. A move it reads (paid, failed) is audited under the salesperson, as
 * finance's query audits it under finance: the audit trail says who brought the news, and the conditional UPDATE
 * makes the two record it once.
 */
export async function refreshWithdrawal(ctx: SalesContext, user: CurrentUser, id: number): Promise<Withdrawal> {
  const row = await repo.findOwn(ctx.db, user.id, id)
  if (!row) throw userError('NOT_FOUND', '提现申请不存在')
  if (row.status !== 'transferring') throw userError('WITHDRAWAL_NOT_TRANSFERRING', '这笔提现没有进行中的微信转账，无需确认收款')
  if (!ctx.transfers) throw userError('NOT_CONFIGURED', '未配置微信支付')
  await settleTransfer(ctx, ctx.transfers, user, row, '请稍后点“刷新状态”查看结果')
  return getWithdrawal(ctx, user.id, id)
}

export async function requestWithdrawal(ctx: SalesContext, userId: number, amountFen: number): Promise<Withdrawal> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockSalesPerson(tx, userId)
    const { balanceFen } = await profileOf(tx, userId)
    if (amountFen > balanceFen) throw userError('WITHDRAWAL_OVER_BALANCE', '提现金额超过可提现余额', 'amountFen')
    return repo.insertWithdrawal(tx, userId, amountFen, ctx.now())
  })
  return repo.toWithdrawal(row)
}
