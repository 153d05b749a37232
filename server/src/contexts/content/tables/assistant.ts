// The AI assistant: one conversation history per user, every answer kept for review in the back office,
// and the searches of the search page (hot terms). Per-user limits count rows of ai_messages.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../identity/tables'

export const AI_MESSAGE_ROLES = ['user', 'assistant'] as const
export type AiMessageRole = (typeof AI_MESSAGE_ROLES)[number]
/** How an answer was made: by the configured chat model, or by search over our content (the embedded default). */
export const AI_ANSWER_MODES = ['llm', 'search'] as const
export type AiAnswerMode = (typeof AI_ANSWER_MODES)[number]
/** streaming → done | stopped (the user pressed stop) | failed (the model failed) | blocked (content check). */
export const AI_MESSAGE_STATES = ['streaming', 'done', 'stopped', 'failed', 'blocked'] as const
export type AiMessageState = (typeof AI_MESSAGE_STATES)[number]

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<AiMessageRole>().notNull(),
    content: text('content').notNull(),
    // Answers only: how it was made, where it stands, and the content it was grounded in ([{kind, id, title}]).
    mode: text('mode').$type<AiAnswerMode>(),
    state: text('state').$type<AiMessageState>().notNull().default('done'),
    sources: jsonb('sources').notNull().default(sql`'[]'::jsonb`),
    // The question an answer replies to.
    replyToId: integer('reply_to_id'),
    // Set in the back office's review.
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    index('ai_messages_owner_idx').on(t.userId, t.id),
    index('ai_messages_review_idx').on(t.role, t.createdAt),
    check('ai_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('ai_messages_mode_check', sql`${t.mode} is null or ${t.mode} in ('llm', 'search')`),
    check('ai_messages_state_check', sql`${t.state} in ('streaming', 'done', 'stopped', 'failed', 'blocked')`)
  ]
)

/** How often each term was searched on the search page (its hot terms). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
    // An operator took it out of the search page's hot terms (it still counts, and can be shown again).
    hidden: boolean('hidden').notNull().default(false)
  },
  (t) => [index('search_terms_hot_idx').on(t.count), check('search_terms_count_check', sql`${t.count} > 0`)]
)

/**
 * Who searched a term, as a keyed hash of the user (or, signed out, the IP): a hot term needs several different
 * people, so one visitor repeating a string cannot make it a public suggestion. Only the latest search is kept.
 */
export const searchTermSearchers = pgTable(
  'search_term_searchers',
  {
    term: text('term').notNull().references(() => searchTerms.term, { onDelete: 'cascade' }),
    searcher: text('searcher').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.term, t.searcher] }), index('search_term_searchers_recent_idx').on(t.lastSearchedAt)]
)
