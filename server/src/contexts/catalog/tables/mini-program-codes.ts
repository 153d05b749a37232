// The catalog's share links: written when a goods page asks for its mini-program code.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Mini-program codes (wxacode.getUnlimited) already fetched from WeChat, by what they open (e.g. 'goods:12'), so
 * each is asked for once; `path` is the stored PNG's public upload path.
 */
export const miniProgramCodes = pgTable('mini_program_codes', {
  target: text('target').primaryKey(),
  path: text('path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})
