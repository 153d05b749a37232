// SQL for WeChat identities (openid ↔ account links).
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { wechatIdentities } from '../tables'

export type WechatIdentityRow = typeof wechatIdentities.$inferSelect

export async function findIdentityByUser(db: Db, userId: number): Promise<WechatIdentityRow | undefined> {
  const [row] = await db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, userId)).limit(1)
  return row
}

export async function findIdentityByOpenid(db: Db, openid: string): Promise<WechatIdentityRow | undefined> {
  const [row] = await db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, openid)).limit(1)
  return row
}

/**
 * Links the openid to the account, replacing the account's previous WeChat link and moving the openid away from
 * any other account (one WeChat per account, one account per WeChat). Keeps the newest session_key.
 */
export async function linkIdentity(
  tx: Db,
  row: { userId: number; appId: string; openid: string; unionid: string | null; sessionKey: string }
): Promise<void> {
  await tx.delete(wechatIdentities).where(and(eq(wechatIdentities.userId, row.userId), ne(wechatIdentities.openid, row.openid)))
  await tx
    .insert(wechatIdentities)
    .values(row)
    .onConflictDoUpdate({
      target: wechatIdentities.openid,
      set: {
        userId: row.userId,
        appId: row.appId,
        unionid: row.unionid,
        sessionKey: row.sessionKey,
        updatedAt: sql`now()`
      }
    })
}

/** Removes the account's WeChat link; false when there was none. */
export async function deleteIdentityByUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId)).returning({ id: wechatIdentities.id })
  return rows.length > 0
}
