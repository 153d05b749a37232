// SQL for the profile: users (name, avatar, phone) + user_profiles (everything else) + whether WeChat is linked.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userProfiles, users, wechatIdentities } from '../tables'

export type ProfileRow = typeof userProfiles.$inferSelect
export type ProfileValues = Omit<ProfileRow, 'userId' | 'updatedAt'>

export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      user: users,
      profile: userProfiles,
      wechatBound: sql<boolean>`exists (select 1 from ${wechatIdentities} where ${wechatIdentities.userId} = ${users.id})`
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

export async function upsertProfile(tx: Db, userId: number, values: ProfileValues): Promise<void> {
  await tx
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
}
