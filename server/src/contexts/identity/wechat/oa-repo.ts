// SQL for official-account openids (wechat_oa_openids): the payer identity JSAPI needs in the WeChat browser.
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { wechatOaOpenids } from '../tables'

export async function findOaOpenid(db: Db, userId: number, appId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ openid: wechatOaOpenids.openid })
    .from(wechatOaOpenids)
    .where(and(eq(wechatOaOpenids.userId, userId), eq(wechatOaOpenids.appId, appId)))
    .limit(1)
  return row?.openid
}

/**
 * Records the openid for the account. An openid belongs to one WeChat user, so when another account had it (the
 * same WeChat signed in to a second account) it moves here; and the account's previous openid under this
 * official account, if any, is replaced. The upsert is on the openid, so two accounts linking the same WeChat at
 * once end with one row, not a unique-index error.
 */
export async function saveOaOpenid(db: Db, row: { userId: number; appId: string; openid: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(wechatOaOpenids)
      .where(and(eq(wechatOaOpenids.userId, row.userId), eq(wechatOaOpenids.appId, row.appId), ne(wechatOaOpenids.openid, row.openid)))
    await tx
      .insert(wechatOaOpenids)
      .values(row)
      .onConflictDoUpdate({ target: wechatOaOpenids.openid, set: { userId: row.userId, appId: row.appId, updatedAt: sql`now()` } })
  })
}
