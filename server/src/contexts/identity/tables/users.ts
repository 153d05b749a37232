// Accounts and their roles. Every user is implicitly a learner; user_roles holds the extra roles.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
// Relative import (not the @types alias): drizzle-kit loads this file without the tsconfig paths.
import { ROLES } from '../../../../../types/identity/shapes'
import { LANGUAGES, type Language } from '../../../../../types/identity/constants'
import type { Role } from '../../../../../types/identity/shapes'

const languageList = sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: varchar('phone', { length: 20 }).notNull().unique(),
  name: text('name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  // Null until the user sets a password; SMS and WeChat logins need none.
  passwordHash: text('password_hash'),
  // The language the user last read the app in (sent at sign-in and when changed in settings): reminders are worded in it.
  language: varchar('language', { length: 8 }).$type<Language>().notNull().default('zh-Hans'),
  // Set by an operator: the account can't sign in and its tokens stop working at once (the token check reads it).
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
}, (t) => [check('users_language_check', sql`${t.language} in (${languageList})`)])

const roleList = sql.raw(ROLES.map((r) => `'${r}'`).join(', '))

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    // A typo in a role name would silently grant nothing; the database refuses it instead.
    check('user_roles_role_check', sql`${t.role} in (${roleList})`)
  ]
)
