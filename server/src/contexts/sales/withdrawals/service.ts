// The salesperson's withdrawals: a request takes the salesperson's row lock, then counts the balance and inserts in
// the same transaction, so 20 requests at once are counted one after another and never exceed the balance.
import type { Paged } from '@contract/envelope'
import type { Withdrawal } from '@contract/sales/shapes'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { profileOf } from '../balance/service'
import { lockSalesPerson } from '../profile/repo'
import type { SalesContext } from '../context'
import * as repo from './repo'

export async function listWithdrawals(ctx: SalesContext, userId: number, query: PageQueryInput): Promise<Paged<Withdrawal>> {
  const { rows, total } = await repo.listOwn(ctx.db, userId, query)
  return { list: rows.map(repo.toWithdrawal), total, page: query.page, size: query.size }
}

export async function getWithdrawal(ctx: SalesContext, userId: number, id: number): Promise<Withdrawal> {
  const row = await repo.findOwn(ctx.db, userId, id)
  if (!row) throw userError('NOT_FOUND', '提现申请不存在')
  return repo.toWithdrawal(row)
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
