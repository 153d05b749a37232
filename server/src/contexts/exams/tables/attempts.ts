// Attempts and their answers. The deadline is the server's; a formal paper has exactly one attempt per learner,
// held by a unique index (parallel starts all meet the same row), and at most one attempt per paper is open.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  ATTEMPT_STATES, LEAVE_SOURCES, type AttemptState, type LeaveSource, type PaperMode
} from '../../../../../types/exams/constants'
import { users } from '../../identity/tables'
import { examPapers, examQuestions } from './bank'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id').notNull().references(() => examPapers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // The paper's mode when started, so the one-formal-attempt index needs no join.
    mode: text('mode').$type<PaperMode>().notNull(),
    state: text('state').$type<AttemptState>().notNull().default('open'),
    // Seeds this attempt's option order; the question order is kept in question_ids.
    seed: integer('seed').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    totalScore: integer('total_score').notNull(),
    passScore: integer('pass_score').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: integer('score'),
    // Short answers waiting for a judge; the result (passed) is known only when none is left.
    pendingCount: integer('pending_count').notNull().default(0),
    passed: boolean('passed')
  },
  (t) => [
    uniqueIndex('exam_attempts_one_formal').on(t.paperId, t.userId).where(sql`mode = 'formal'`),
    uniqueIndex('exam_attempts_one_open').on(t.paperId, t.userId).where(sql`state = 'open'`),
    index('exam_attempts_user_idx').on(t.userId, t.submittedAt),
    index('exam_attempts_due_idx').on(t.deadlineAt).where(sql`state = 'open'`),
    check('exam_attempts_state_check', sql`${t.state} in (${inList(ATTEMPT_STATES)})`),
    check('exam_attempts_pending_check', sql`${t.pendingCount} >= 0`)
  ]
)

export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => examQuestions.id, { onDelete: 'restrict' }),
    // Option indexes of the stored question (mapped back from this attempt's keys), or the text typed.
    response: text('response').array().notNull().default(sql`'{}'::text[]`),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    correct: boolean('correct'),
    // Null until scored; a short answer stays null until a judge grades it.
    earned: integer('earned'),
    maxScore: integer('max_score').notNull(),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check('exam_answers_earned_check', sql`${t.earned} is null or ${t.earned} between 0 and ${t.maxScore}`)
  ]
)

/** Each time the candidate left the app during a formal attempt, for judges and the back office. */
export const examLeaves = pgTable(
  'exam_leaves',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
    source: text('source').$type<LeaveSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull()
  },
  (t) => [
    index('exam_leaves_attempt_idx').on(t.attemptId),
    check('exam_leaves_source_check', sql`${t.source} in (${inList(LEAVE_SOURCES)})`)
  ]
)

/** The wrong-answer book: practice questions answered wrong, until answered right twice in a row. */
export const examWrongBook = pgTable(
  'exam_wrong_book',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => examQuestions.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    streak: integer('streak').notNull().default(0),
    // Spaced practice: due at once after a wrong answer, a day later after a right one.
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('exam_wrong_book_due_idx').on(t.userId, t.dueAt)]
)
