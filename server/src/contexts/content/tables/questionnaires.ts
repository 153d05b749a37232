// Questionnaires: questions of four kinds, one submission per user (a unique key, so parallel submits
// cannot both land). Questions are frozen once a questionnaire has responses: answers refer to them by id.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { publicationColumns } from './publication'
import { users } from '../../identity/tables'

export const QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // No submissions after this time when set.
    closesAt: timestamp('closes_at', { withTimezone: true }),
    ...publicationColumns()
  },
  (t) => [index('questionnaires_list_idx').on(t.published, t.sort, t.id)]
)

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id').notNull().references(() => questionnaires.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    kind: text('kind').$type<QuestionKind>().notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    // Choices of single and multiple questions; empty for rating and text.
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    // Highest score of a rating question (1..ratingMax); null for other kinds.
    ratingMax: integer('rating_max')
  },
  (t) => [
    index('questionnaire_questions_order_idx').on(t.questionnaireId, t.sort, t.id),
    check('questionnaire_questions_kind_check', sql`${t.kind} in ('single', 'multiple', 'rating', 'text')`)
  ]
)

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id').notNull().references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // { [questionId]: option indexes (single/multiple) | score (rating) | text }
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [unique('questionnaire_responses_once').on(t.questionnaireId, t.userId)]
)
