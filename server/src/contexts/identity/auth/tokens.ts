// Login sessions as opaque bearer tokens (api-conventions.md → Auth). The client holds 32 random bytes; the
// database holds only their sha256, the device and the expiry. Built once in buildApp: the identity context's
// routes use it, and the guard (http/auth-guard.ts) verifies tokens through it.
import { createHash, randomBytes } from 'node:crypto'
import type { Session } from '../../../http/auth-guard'
import type { Db } from '../../../db'
import { loadCurrentUser } from '../users/current-user'
import { deleteDeadTokens, findLiveToken, insertToken, revokeTokenById, revokeUserTokens, shortenToken } from './repo'

const TOKEN_BYTES = 32
const DAY_MS = 24 * 60 * 60 * 1000
/**
 * After GET /api/current hands out a fresh token, the old one stays valid this long: at app launch several
 * requests leave with the old token at the same time, and they must not bounce the user to the login page.
 */
export const ROTATION_GRACE_MS = 60_000
/** Expired or revoked sessions are kept a week for support questions ("was I logged in on that phone?"). */
const DEAD_TOKEN_RETENTION_MS = 7 * DAY_MS
/** User-agents can be long; the device column is for people to read, not a fingerprint. */
const DEVICE_MAX_CHARS = 255

export type { Session }

export interface IssuedToken {
  token: string
  tokenId: number
  expiresAt: Date
}

export interface TokenService {
  /** Creates a session for the user; `device` is the user-agent. */
  issueToken(userId: number, device: string): Promise<IssuedToken>
  /** The session for a raw token from x-auth-token, or null when unknown, expired or revoked. */
  verifyToken(token: string): Promise<Session | null>
  /** Issues a new token and lets the old one run out after ROTATION_GRACE_MS. */
  rotateToken(session: Session, device: string): Promise<IssuedToken>
  /** Logout: this session ends now. */
  revokeToken(tokenId: number): Promise<void>
  /** Password change / "log out everywhere": every session of the user ends, except optionally the current one. */
  revokeAllTokens(userId: number, exceptTokenId?: number): Promise<void>
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export function createTokenService(db: Db, options: { ttlDays: number; now?: () => Date }): TokenService {
  const now = options.now ?? (() => new Date())

  async function issueToken(userId: number, device: string): Promise<IssuedToken> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url')
    const issuedAt = now()
    const expiresAt = new Date(issuedAt.getTime() + options.ttlDays * DAY_MS)
    const tokenId = await insertToken(db, {
      userId,
      tokenHash: hashToken(token),
      device: device.slice(0, DEVICE_MAX_CHARS),
      expiresAt
    })
    await deleteDeadTokens(db, userId, new Date(issuedAt.getTime() - DEAD_TOKEN_RETENTION_MS))
    return { token, tokenId, expiresAt }
  }

  async function verifyToken(token: string): Promise<Session | null> {
    if (!token) return null
    const row = await findLiveToken(db, hashToken(token), now())
    if (!row) return null
    return { tokenId: row.tokenId, user: await loadCurrentUser(db, row.user) }
  }

  async function rotateToken(session: Session, device: string): Promise<IssuedToken> {
    const issued = await issueToken(session.user.id, device)
    await shortenToken(db, session.tokenId, new Date(now().getTime() + ROTATION_GRACE_MS))
    return issued
  }

  return {
    issueToken,
    verifyToken,
    rotateToken,
    revokeToken: (tokenId) => revokeTokenById(db, tokenId, now()),
    revokeAllTokens: (userId, exceptTokenId) => revokeUserTokens(db, userId, now(), exceptTokenId)
  }
}
