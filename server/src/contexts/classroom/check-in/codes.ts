// Signed, short-lived check-in codes. Time is cut into 30 s windows; a session's code for a window is an HMAC of
// (session id, window) under the server's secret, so nobody can make one without the secret, and a screenshot
// stops working after at most two windows (the current and the previous one are accepted, for a scan that started
// just before the code rotated). The QR payload carries the session, the window and the MAC; the 6 digits under it
// are derived from the same MAC, so typing them is the same check.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { CHECK_IN_CODE_DIGITS, CHECK_IN_ROTATION_SECONDS } from '@contract/classroom/constants'

const PREFIX = 'ck1'
const MAC_CHARS = 22

export type CodeVerdict = { ok: true; sessionId: number } | { ok: false; reason: 'invalid' | 'expired' }

export function windowOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / CHECK_IN_ROTATION_SECONDS)
}

export function createCheckInCodes(secret: string) {
  const mac = (sessionId: number, window: number) => createHmac('sha256', secret).update(`${sessionId}.${window}`).digest()

  function digitsOf(sessionId: number, window: number): string {
    const n = mac(sessionId, window).readUInt32BE(0) % 10 ** CHECK_IN_CODE_DIGITS
    return String(n).padStart(CHECK_IN_CODE_DIGITS, '0')
  }

  function issue(sessionId: number, now: Date) {
    const window = windowOf(now)
    const signature = mac(sessionId, window).toString('base64url').slice(0, MAC_CHARS)
    return {
      payload: `${PREFIX}.${sessionId}.${window}.${signature}`,
      code: digitsOf(sessionId, window),
      expiresAt: new Date((window + 1) * CHECK_IN_ROTATION_SECONDS * 1000)
    }
  }

  /** A scanned payload: its MAC must be ours, its window the current or the previous one. */
  function verifyPayload(payload: string, now: Date): CodeVerdict {
    const parts = payload.split('.')
    if (parts.length !== 4 || parts[0] !== PREFIX) return { ok: false, reason: 'invalid' }
    const sessionId = Number(parts[1])
    const window = Number(parts[2])
    if (!Number.isSafeInteger(sessionId) || !Number.isSafeInteger(window) || sessionId < 1) return { ok: false, reason: 'invalid' }
    const expected = Buffer.from(mac(sessionId, window).toString('base64url').slice(0, MAC_CHARS))
    const given = Buffer.from(parts[3] ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
    const current = windowOf(now)
    if (window > current) return { ok: false, reason: 'invalid' }
    if (window < current - 1) return { ok: false, reason: 'expired' }
    return { ok: true, sessionId }
  }

  /** Typed digits, tried against the given sessions (the learner's open ones): current or previous window; an older
   *  window's code (up to 10 minutes) answers 'expired' so the learner knows to look at the screen again. */
  function verifyDigits(code: string, sessionIds: number[], now: Date): CodeVerdict {
    const current = windowOf(now)
    for (const sessionId of sessionIds) {
      if (digitsOf(sessionId, current) === code || digitsOf(sessionId, current - 1) === code) return { ok: true, sessionId }
    }
    for (const sessionId of sessionIds) {
      for (let back = 2; back <= 20; back++) if (digitsOf(sessionId, current - back) === code) return { ok: false, reason: 'expired' }
    }
    return { ok: false, reason: 'invalid' }
  }

  return { issue, verifyPayload, verifyDigits }
}

export type CheckInCodes = ReturnType<typeof createCheckInCodes>
