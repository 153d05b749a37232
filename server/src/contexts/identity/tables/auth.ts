// Login sessions. Only the sha256 of a token is stored, so a leaked database cannot be replayed as sessions.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from './users'

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // The user-agent at issue time, so a user (or support) can tell sessions apart.
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // 'app' (the app's sessions), 'console' (idle-limited, auth/tokens.ts) or 'ticket' (between the console's
    // password and its TOTP code: good for nothing but the second step).
    kind: text('kind').notNull().default('app'),
    // Console sessions: the last request seen, written at most once a minute.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
  },
  (t) => [
    index('auth_tokens_user_id_idx').on(t.userId),
    check('auth_tokens_kind_check', sql`${t.kind} in ('app', 'console', 'ticket')`)
  ]
)

/**
 * Failed logins per phone and method (contexts/identity/auth/login-throttle.ts), in the database so every API node sees the
 * same count. Keyed by the phone, not the user, so a phone without an account is throttled alike (no oracle).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    phone: varchar('phone', { length: 20 }).notNull(),
    method: text('method').notNull(),
    failures: integer('failures').notNull().default(0),
    // Set from the server's clock (not defaultNow) so that tests can move time.
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.phone, t.method] }),
    index('login_throttles_last_failed_idx').on(t.lastFailedAt),
    check('login_throttles_method_check', sql`${t.method} in ('password', 'sms')`)
  ]
)
