// The question bank and papers. A question belongs to one pool: formal questions only ever go into formal papers,
// so nothing a candidate meets in practice can show up in the exam that counts. A paper is fixed (its own list) or
// drawn by rules (how many questions per knowledge point and difficulty), and is attached to what gives access:
// a course or exam goods, a class, or a chapter of a course (a challenge).
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import {
  PAPER_MODES, QUESTION_KINDS, QUESTION_POOLS, type PaperMode, type QuestionKind, type QuestionPool
} from '../../../../../types/exams/constants'
import { goods, goodsClasses } from '../../catalog/tables'
import { courseChapters } from '../../classroom/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    pool: text('pool').$type<QuestionPool>().notNull().default('practice'),
    stem: text('stem').notNull(),
    // Choice texts in their stored order; true/false keeps ['正确', '错误'].
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    // Indexes into options ('0', '2') for choices and true/false; accepted texts for fill-in; empty for short answer.
    answer: text('answer').array().notNull().default(sql`'{}'::text[]`),
    knowledgePoint: text('knowledge_point').notNull(),
    difficulty: integer('difficulty').notNull().default(1),
    explanation: text('explanation').notNull().default(''),
    score: integer('score').notNull().default(2),
    // Stable name for seeding, so a re-seed never duplicates a question.
    slug: text('slug').unique(),
    // Archived by the back office instead of deleted once a paper or an attempt uses it: kept for history and
    // fixed papers already holding it, never drawn or picked again.
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('exam_questions_draw_idx').on(t.pool, t.knowledgePoint, t.difficulty),
    check('exam_questions_kind_check', sql`${t.kind} in (${inList(QUESTION_KINDS)})`),
    check('exam_questions_pool_check', sql`${t.pool} in (${inList(QUESTION_POOLS)})`),
    check('exam_questions_difficulty_check', sql`${t.difficulty} between 1 and 3`),
    check('exam_questions_score_check', sql`${t.score} between 1 and 100`)
  ]
)

/** One rule of a drawn paper: this many questions of a knowledge point (and of a kind and difficulty, when given). */
export interface DrawRule {
  knowledgePoint: string
  kind: QuestionKind | null
  difficulty: number | null
  count: number
}

export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mode: text('mode').$type<PaperMode>().notNull(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => goodsClasses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => courseChapters.id, { onDelete: 'cascade' }),
    // Empty: a fixed paper (exam_paper_questions); otherwise each attempt draws its own questions by these rules.
    rules: jsonb('rules').$type<DrawRule[]>().notNull().default([]),
    // Kept by whoever writes the paper (seed, back office): a drawn paper's size is known only from its rules.
    questionCount: integer('question_count').notNull(),
    totalScore: integer('total_score').notNull(),
    durationSec: integer('duration_sec').notNull(),
    passScore: integer('pass_score').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    index('exam_papers_goods_idx').on(t.goodsId),
    index('exam_papers_class_idx').on(t.classId),
    check('exam_papers_mode_check', sql`${t.mode} in (${inList(PAPER_MODES)})`),
    check('exam_papers_duration_check', sql`${t.durationSec} between 10 and 86400`),
    check('exam_papers_pass_check', sql`${t.passScore} >= 0`),
    // Who may take it must be known: a goods, a class or a chapter.
    check('exam_papers_access_check', sql`${t.goodsId} is not null or ${t.classId} is not null`)
  ]
)

export const examPaperQuestions = pgTable(
  'exam_paper_questions',
  {
    paperId: integer('paper_id').notNull().references(() => examPapers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => examQuestions.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })]
)
