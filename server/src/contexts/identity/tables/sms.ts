// SMS verification codes. Only an HMAC of each code is stored, so reading the table does not reveal live codes.
// Rows double as the send log that the cooldown and the daily caps count.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { SMS_SCENES } from '../../../../../types/identity/constants'
import type { SmsScene } from '../../../../../types/identity/constants'

const sceneList = sql.raw(SMS_SCENES.map((s) => `'${s}'`).join(', '))

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    scene: text('scene').$type<SmsScene>().notNull(),
    codeHash: text('code_hash').notNull(),
    // The requesting client's IP, for the per-IP daily cap.
    ip: text('ip').notNull(),
    // Wrong codes tried against this row; the row is dead at the limit (contexts/identity/sms/policy.ts).
    attempts: integer('attempts').notNull().default(0),
    // Set from the server's clock (not defaultNow) so that tests can move time.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when the code was used successfully: a code works once.
    consumedAt: timestamp('consumed_at', { withTimezone: true })
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
    check('sms_codes_scene_check', sql`${t.scene} in (${sceneList})`)
  ]
)
