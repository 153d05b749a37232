// What the about tab shows: teachers (and the goods each teaches), partners, learner stories and the
// about pages. Rich text is sanitised on write; images are upload paths (`/uploads/...`).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { ABOUT_PAGE_KEYS, type AboutPageKey } from '../../../../../types/content/about-shapes'
import { goods } from '../../catalog/tables'
import { publicationColumns } from './publication'

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // 头衔, e.g. 高级培训讲师
    title: text('title').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    intro: text('intro').notNull().default(''),
    bioHtml: text('bio_html').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...publicationColumns()
  },
  (t) => [index('teachers_list_idx').on(t.published, t.sort, t.id)]
)

/** Who teaches a goods (shown on its page, and the goods on the teacher's page). */
export const goodsTeachers = pgTable(
  'goods_teachers',
  {
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id').notNull().references(() => teachers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.teacherId] }), index('goods_teachers_teacher_idx').on(t.teacherId)]
)

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    intro: text('intro').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    website: text('website').notNull().default(''),
    ...publicationColumns()
  },
  (t) => [index('partners_list_idx').on(t.published, t.sort, t.id)]
)

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    learnerName: text('learner_name').notNull(),
    // What the learner does now, e.g. 私人教练 · 上海
    learnerTitle: text('learner_title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    // The course the story is about, when there is one on sale.
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    ...publicationColumns()
  },
  (t) => [
    index('stories_list_idx').on(t.published, t.sort, t.id),
    check('stories_views_check', sql`${t.views} >= 0`)
  ]
)

/** The about pages: 关于我们 (`us`) and the company page (`enterprise`); one row each, edited in the back office. */
export { ABOUT_PAGE_KEYS, type AboutPageKey }

export const aboutPages = pgTable(
  'about_pages',
  {
    key: text('key').$type<AboutPageKey>().primaryKey(),
    title: text('title').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [check('about_pages_key_check', sql`${t.key} in ('us', 'enterprise')`)]
)
