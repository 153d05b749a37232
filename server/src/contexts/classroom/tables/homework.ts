// Homework: tasks of a class or of a whole course, and one answer per learner per task (resubmitted in place after a
// rejection). Who teaches a class is classes.ts's class_teachers.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import type { SubmissionState } from '../../../../../types/classroom/homework-shapes'
import { goods, goodsClasses } from '../../catalog/tables'
import { users } from '../../identity/tables'

export const homeworkTasks = pgTable(
  'homework_tasks',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    // Null: a task of every class (and online learner) of the course.
    classId: integer('class_id').references(() => goodsClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('homework_tasks_goods_idx').on(t.goodsId), index('homework_tasks_class_idx').on(t.classId)]
)

export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => homeworkTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // The class the learner handed in through (their seat); its teachers grade it. Null: an online-only learner.
    classId: integer('class_id').references(() => goodsClasses.id, { onDelete: 'set null' }),
    status: text('status').$type<SubmissionState>().notNull(),
    text: text('text').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    video: text('video'),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    attempt: integer('attempt').notNull().default(1),
    graderId: integer('grader_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true })
  },
  (t) => [
    uniqueIndex('homework_submissions_task_user_unique').on(t.taskId, t.userId),
    index('homework_submissions_class_idx').on(t.classId, t.status),
    check('homework_submissions_status_check', sql`${t.status} in ('submitted', 'pending', 'approved', 'rejected')`),
    check('homework_submissions_score_check', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`)
  ]
)
