// Course documents: chapters → sections → items of a course (goods), the per-course viewing option and each
// learner's progress per item. Files are upload paths (files context) handed out only as short-lived signed links.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { DOC_ITEM_KINDS, type DocItemKind } from '../../../../../types/classroom/documents-shapes'
import { goods } from '../../catalog/tables'
import { users } from '../../identity/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** Per-course option: no seeking past what was watched until the video has been completed once. */
export const courseDocSettings = pgTable('course_doc_settings', {
  goodsId: integer('goods_id').primaryKey().references(() => goods.id, { onDelete: 'cascade' }),
  noSeekAhead: boolean('no_seek_ahead').notNull().default(false)
})

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('course_chapters_goods_idx').on(t.goodsId, t.sort)]
)

export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id').notNull().references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('course_sections_chapter_idx').on(t.chapterId, t.sort)]
)

export const courseItems = pgTable(
  'course_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').notNull().references(() => courseSections.id, { onDelete: 'cascade' }),
    // The course, repeated from the chapter so the paid check is one lookup.
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocItemKind>().notNull(),
    title: text('title').notNull(),
    free: boolean('free').notNull().default(false),
    // Upload path (/uploads/...) of the video or document; '' for rich text.
    filePath: text('file_path').notNull().default(''),
    durationSec: integer('duration_sec').notNull().default(0),
    html: text('html').notNull().default(''),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    index('course_items_section_idx').on(t.sectionId, t.sort),
    index('course_items_goods_idx').on(t.goodsId),
    check('course_items_kind_check', sql`${t.kind} in (${inList(DOC_ITEM_KINDS)})`),
    check('course_items_duration_check', sql`${t.durationSec} >= 0`)
  ]
)

export const courseItemProgress = pgTable(
  'course_item_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => courseItems.id, { onDelete: 'cascade' }),
    positionSec: integer('position_sec').notNull().default(0),
    maxPositionSec: integer('max_position_sec').notNull().default(0),
    // Time credited as watched: never more than the wall-clock time between two saves (the client is not trusted).
    watchedSec: integer('watched_sec').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })]
)
