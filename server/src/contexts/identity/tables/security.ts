// Operator security: the console's sign-in log and the TOTP second step. Both belong to identity, beside sessions.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Every console sign-in attempt. `userId` is set only when the phone belongs to an operator account; attempts with
 * other phones keep just the phone typed, so the log itself shows nothing that the answer did not.
 */
export const operatorSignIns = pgTable(
  'operator_sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 20 }).notNull(),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    result: text('result').notNull(),
    // From the server's clock so that tests can move time.
    at: timestamp('at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('operator_sign_ins_at_idx').on(t.at),
    index('operator_sign_ins_user_at_idx').on(t.userId, t.at),
    check('operator_sign_ins_result_check', sql`${t.result} in ('ok', 'wrong_password', 'totp_refused', 'locked')`)
  ]
)

/**
 * An operator's TOTP secret, encrypted (crypto/field-cipher.ts). `enabledAt` null = enrolment started, not yet
 * confirmed with a code. `lastStep` is the time step of the last code accepted: a code is taken once.
 */
export const operatorTotp = pgTable('operator_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull()
})
