// Certificates: issued once per passed registration (unique), or by staff; the number is random with a check digit
// so it cannot be guessed. 'expired' is not stored: it follows from expires_at when read.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core'
import { CERTIFICATE_STORED_STATUSES } from '../../../../../types/certification/constants'
import { goods } from '../../catalog/tables'
import { users } from '../../identity/tables'
import { examRegistrations } from './registrations'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => examRegistrations.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    holderName: text('holder_name').notNull(),
    photo: text('photo').notNull().default(''),
    courseTitle: text('course_title').notNull(),
    hours: integer('hours').notNull().default(0),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<(typeof CERTIFICATE_STORED_STATUSES)[number]>().notNull().default('valid'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default('')
  },
  (t) => [
    uniqueIndex('certificates_number_unique').on(t.number),
    // A pass issues exactly one certificate, whatever the number of parallel submits.
    uniqueIndex('certificates_registration_unique').on(t.registrationId),
    index('certificates_user_idx').on(t.userId, t.id),
    check('certificates_status_check', sql`${t.status} in (${inList(CERTIFICATE_STORED_STATUSES)})`)
  ]
)
