// Short-lived links to course files: /api/classroom/files/<itemId>?e=<expiry, unix s>&s=<HMAC>. Only the server
// hands them out (after the paid check), they stop working after LINK_TTL_SEC, and the upload path itself is never
// sent to the client. The key is random per process: a restart voids links, which the player then asks for again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const LINK_TTL_SEC = 600
export const FILE_ROUTE_PREFIX = '/api/classroom/files/'

const key = randomBytes(32)

function signature(itemId: number, expires: number): string {
  return createHmac('sha256', key).update(`${itemId}.${expires}`).digest('base64url')
}

export function signedFileLink(itemId: number, now: Date): { url: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SEC
  return { url: `${FILE_ROUTE_PREFIX}${itemId}?e=${expires}&s=${signature(itemId, expires)}`, expiresAt: new Date(expires * 1000) }
}

/** True when the link was made by this server for this item and has not expired. */
export function verifyFileLink(itemId: number, expires: number, sig: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false
  const expected = Buffer.from(signature(itemId, expires))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
