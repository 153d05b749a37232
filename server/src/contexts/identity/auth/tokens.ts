// Login sessions as opaque bearer tokens (api-conventions.md → Auth). The client holds 32 random bytes; the
// database holds only their sha256, the device and the expiry. Built once in buildApp: the identity context's
// routes use it, and the guard (http/auth-guard.ts) verifies tokens through it.
import { createHash, randomBytes } from 'node:crypto'
import type { Session } from '../../../http/auth-guard'
import type { Db } from '../../../db'
import { toCurrentUser } from '../users/current-user'
import {
  deleteDeadTokens, findLiveToken, insertToken, revokeTokenById, revokeUserTokens, shortenToken, touchToken,
  type TokenKind
} from './repo'

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
/** A console session's last-seen time is written at most this often: one UPDATE a minute, not one per request. */
export const TOUCH_EVERY_MS = 60_000
/** A ticket (between the console's password and its TOTP code) lives this long. */
export const TICKET_TTL_MS = 5 * 60_000

export type { TokenKind }

export type { Session }

export interface IssuedToken {
  token: string
  tokenId: number
  expiresAt: Date
}

export interface TokenService {
  /** Creates a session for the user; `device` is the user-agent. 'console' sessions end after the idle time. */
  issueToken(userId: number, device: string, kind?: TokenKind): Promise<IssuedToken>
  /** The user and row of a live ticket (kind 'ticket'), or null. */
  verifyTicket(ticket: string): Promise<{ userId: number; ticketId: number } | null>
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

export interface TokenOptions {
  ttlDays: number
  /** How long a console session may go unused (ADMIN_IDLE_MINUTES); app sessions have no idle limit. */
  idleMinutes?: number
  now?: () => Date
}

export function createTokenService(db: Db, options: TokenOptions): TokenService {
  const now = options.now ?? (() => new Date())
  const idleMs = (options.idleMinutes ?? 30) * 60_000

  async function issueToken(userId: number, device: string, kind: TokenKind = 'app'): Promise<IssuedToken> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url')
    const issuedAt = now()
    const ttlMs = kind === 'ticket' ? TICKET_TTL_MS : options.ttlDays * DAY_MS
    const expiresAt = new Date(issuedAt.getTime() + ttlMs)
    const tokenId = await insertToken(db, {
      userId,
      tokenHash: hashToken(token),
      device: device.slice(0, DEVICE_MAX_CHARS),
      expiresAt,
      kind,
      lastSeenAt: kind === 'console' ? issuedAt : null
    })
    await deleteDeadTokens(db, userId, new Date(issuedAt.getTime() - DEAD_TOKEN_RETENTION_MS))
    return { token, tokenId, expiresAt }
  }

  async function verifyToken(token: string): Promise<Session | null> {
    if (!token) return null
    const at = now()
    const row = await findLiveToken(db, hashToken(token), at)
    if (!row) return null
    if (row.kind === 'console') {
      const lastSeen = (row.lastSeenAt ?? row.createdAt).getTime()
      if (at.getTime() - lastSeen > idleMs) {
        await revokeTokenById(db, row.tokenId, at)
        return null
      }
      if (at.getTime() - lastSeen >= TOUCH_EVERY_MS) await touchToken(db, row.tokenId, at, new Date(at.getTime() - TOUCH_EVERY_MS))
    }
    return { tokenId: row.tokenId, user: toCurrentUser(row.user, row.roles), kind: row.kind === 'console' ? 'console' : 'app' }
  }

  async function verifyTicket(ticket: string): Promise<{ userId: number; ticketId: number } | null> {
    if (!ticket) return null
    const row = await findLiveToken(db, hashToken(ticket), now(), ['ticket'])
    return row ? { userId: row.user.id, ticketId: row.tokenId } : null
  }

  async function rotateToken(session: Session, device: string): Promise<IssuedToken> {
    // A console session stays one: the fresh token keeps the idle limit.
    const issued = await issueToken(session.user.id, device, session.kind)
    await shortenToken(db, session.tokenId, new Date(now().getTime() + ROTATION_GRACE_MS))
    return issued
  }

  return {
    issueToken,
    verifyToken,
    verifyTicket,
    rotateToken,
    revokeToken: (tokenId) => revokeTokenById(db, tokenId, now()),
    revokeAllTokens: (userId, exceptTokenId) => revokeUserTokens(db, userId, now(), exceptTokenId)
  }
}
