// `npm run keys:rotate`: every sealed identity field (profiles' ID numbers, emergency contacts, bank accounts, the
// TOTP secrets) rewritten under the newest key, plain values left from before encryption sealed for the first time.
// Each row is rewritten only if it still holds what was read (a conditional update), so an edit made meanwhile by
// its owner is kept; running it again finds nothing left to do.
import { and, asc, eq, gt } from 'drizzle-orm'
import type { FieldCipher } from '../../../crypto/field-cipher'
import type { Db } from '../../../db'
import { SEALED_PROFILE_FIELDS } from '../profile/sealed-fields'
import { operatorTotp, userProfiles } from '../tables'

const BATCH = 200

export interface ResealCount {
  profiles: number
  totpSecrets: number
}

async function resealProfiles(db: Db, cipher: FieldCipher): Promise<number> {
  let rewritten = 0
  for (let after = 0; ;) {
    const rows = await db.select().from(userProfiles).where(gt(userProfiles.userId, after)).orderBy(asc(userProfiles.userId)).limit(BATCH)
    if (rows.length === 0) return rewritten
    after = rows[rows.length - 1].userId
    for (const row of rows) {
      const stale = SEALED_PROFILE_FIELDS.filter((field) => cipher.needsRotation(row[field]))
      if (stale.length === 0) continue
      const set = Object.fromEntries(stale.map((field) => [field, cipher.encrypt(cipher.decrypt(row[field]))]))
      const unchanged = stale.map((field) => eq(userProfiles[field], row[field]))
      const done = await db.update(userProfiles).set(set).where(and(eq(userProfiles.userId, row.userId), ...unchanged))
        .returning({ userId: userProfiles.userId })
      rewritten += done.length
    }
  }
}

async function resealTotp(db: Db, cipher: FieldCipher): Promise<number> {
  let rewritten = 0
  for (const row of await db.select().from(operatorTotp)) {
    if (!cipher.needsRotation(row.secret)) continue
    const done = await db.update(operatorTotp).set({ secret: cipher.encrypt(cipher.decrypt(row.secret)) })
      .where(and(eq(operatorTotp.userId, row.userId), eq(operatorTotp.secret, row.secret)))
      .returning({ userId: operatorTotp.userId })
    rewritten += done.length
  }
  return rewritten
}

export async function resealIdentityFields(db: Db, cipher: FieldCipher): Promise<ResealCount> {
  return { profiles: await resealProfiles(db, cipher), totpSecrets: await resealTotp(db, cipher) }
}
