// TOTP (RFC 6238, 6 digits every 30 s, as authenticator apps use) through otplib, and the operator_totp rows.
// The secret is stored sealed by the field cipher. A code is accepted once: the row keeps the time step of the
// last code taken, and taking one is a conditional update, so two requests with one code cannot both pass.
import { and, eq, isNotNull, lt } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import { toString as qrText } from 'qrcode'
import type { FieldCipher } from '../../../crypto/field-cipher'
import type { Db } from '../../../db'
import { operatorTotp } from '../tables'

/** Codes of the step before or after the server's are taken too (a phone's clock a little off). */
const TOLERANCE_SECONDS = 30

export interface TotpRow {
  secret: string
  enabled: boolean
  lastStep: number
}

export async function findTotp(db: Db, cipher: FieldCipher, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId)).limit(1)
  return row ? { secret: cipher.decrypt(row.secret), enabled: row.enabledAt !== null, lastStep: row.lastStep } : null
}

/** Starts (or restarts) enrolment with a new secret; an enabled TOTP is not replaced (the service refuses first). */
export async function startEnrolment(db: Db, cipher: FieldCipher, userId: number, now: Date): Promise<string> {
  const secret = generateSecret()
  const values = { secret: cipher.encrypt(secret), enabledAt: null, lastStep: 0, createdAt: now }
  await db.insert(operatorTotp).values({ userId, ...values }).onConflictDoUpdate({ target: operatorTotp.userId, set: values })
  return secret
}

/** The time step of `code` for the secret at `now`, or null when the code is wrong. */
export async function stepOfCode(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    return null
  }
}

/** Takes the code's step if no later or equal step was taken before (true), which turns enrolment on as well. */
export async function takeStep(db: Db, userId: number, step: number, now: Date, enable: boolean): Promise<boolean> {
  const rows = await db
    .update(operatorTotp)
    .set(enable ? { lastStep: step, enabledAt: now } : { lastStep: step })
    .where(and(eq(operatorTotp.userId, userId), lt(operatorTotp.lastStep, step), enable ? undefined : isNotNull(operatorTotp.enabledAt)))
    .returning({ userId: operatorTotp.userId })
  return rows.length > 0
}

export async function removeTotp(db: Db, userId: number): Promise<void> {
  await db.delete(operatorTotp).where(eq(operatorTotp.userId, userId))
}

/** What an authenticator app scans: the otpauth:// URI and its QR code as an SVG data: URL. */
export async function enrolmentPicture(issuer: string, label: string, secret: string): Promise<{ uri: string; qr: string }> {
  const uri = generateURI({ issuer, label, secret })
  const svg = await qrText(uri, { type: 'svg', margin: 1 })
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
