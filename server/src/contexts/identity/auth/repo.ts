// SQL for login sessions (auth_tokens). Tokens are looked up by hash only.
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { preparedQueries } from '../../../db/prepared'
import type { Role } from '@contract/identity/shapes'
import { authTokens, userRoles, users } from '../tables'

export type TokenKind = 'app' | 'console' | 'ticket'

export async function insertToken(
  db: Db,
  row: { userId: number; tokenHash: string; device: string; expiresAt: Date; kind: TokenKind; lastSeenAt: Date | null }
): Promise<number> {
  const [inserted] = await db.insert(authTokens).values(row).returning({ id: authTokens.id })
  return inserted.id
}

/**
 * Every signed-in request looks its token up: one prepared query per handle and set of kinds (two sets exist), so
 * only the hash and the clock change per request (db/prepared.ts). The user's fields and stored roles come in the
 * same statement: one round trip per request, not two.
 */
const liveTokenStatement = preparedQueries((db: Db, kinds: string) =>
  db
    .select({
      tokenId: authTokens.id,
      expiresAt: authTokens.expiresAt,
      kind: authTokens.kind,
      lastSeenAt: authTokens.lastSeenAt,
      createdAt: authTokens.createdAt,
      user: { id: users.id, phone: users.phone, name: users.name, avatar: users.avatar, passwordHash: users.passwordHash },
      roles: sql<Role[]>`array(select r.role from ${userRoles} r where r.user_id = ${users.id} order by r.role)`
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        inArray(authTokens.kind, kinds.split(',') as TokenKind[]),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        // A disabled account's tokens stop working at once, before any of them is revoked.
        isNull(users.disabledAt)
      )
    )
    .limit(1)
    .prepare(`identity_live_token_${kinds.replace(',', '_')}`)
)

/** The token, its user and the user's stored roles, when the token is neither revoked nor expired at `now` and of one of `kinds`. */
export async function findLiveToken(db: Db, tokenHash: string, now: Date, kinds: readonly TokenKind[] = ['app', 'console']) {
  const [row] = await liveTokenStatement(db, kinds.join(',')).execute({ tokenHash, now: now.toISOString() })
  return row
}

/** Brings a token's expiry forward to `until` (never pushes it later). */
export async function shortenToken(db: Db, tokenId: number, until: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ expiresAt: sql`least(${authTokens.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
}

export async function revokeTokenById(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
}

export async function revokeUserTokens(db: Db, userId: number, now: Date, exceptTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId)
      )
    )
}

/** Forgets a user's sessions that ended before `before`; keeps the table from growing with every app launch. */
export async function deleteDeadTokens(db: Db, userId: number, before: Date): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), or(lt(authTokens.expiresAt, before), lt(authTokens.revokedAt, before))))
}

/** Notes a console session's use; the WHERE keeps it to one write a minute however many requests come. */
export async function touchToken(db: Db, tokenId: number, now: Date, notAfter: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastSeenAt: now })
    .where(and(eq(authTokens.id, tokenId), or(isNull(authTokens.lastSeenAt), lt(authTokens.lastSeenAt, notAfter))))
}
