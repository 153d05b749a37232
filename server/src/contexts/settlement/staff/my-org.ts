// The staff member's organisation with its share today and its class count; NOT_IN_ORG until an operator adds them.
import { count, eq } from 'drizzle-orm'
import type { MyOrg } from '@contract/settlement/shapes'
import { chinaDate } from '@contract/china-time'
import { userError } from '../../../http/errors'
import type { SettlementContext } from '../context'
import { shareOn } from '../scope/shares'
import { settlementOrgClasses, settlementOrgMembers, settlementOrgs } from '../tables'

export async function myOrg(ctx: SettlementContext, userId: number): Promise<MyOrg> {
  const [org] = await ctx.db.select({ id: settlementOrgs.id, kind: settlementOrgs.kind, name: settlementOrgs.name })
    .from(settlementOrgMembers).innerJoin(settlementOrgs, eq(settlementOrgs.id, settlementOrgMembers.orgId))
    .where(eq(settlementOrgMembers.userId, userId)).limit(1)
  if (!org) throw userError('NOT_IN_ORG', '你还不属于任何结算机构，请联系管理员')
  const [classes] = await ctx.db.select({ n: count() }).from(settlementOrgClasses).where(eq(settlementOrgClasses.orgId, org.id))
  return { ...org, shareBp: await shareOn(ctx.db, org.id, chinaDate(ctx.now())), classes: classes?.n ?? 0 }
}
