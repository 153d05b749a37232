// What the home tab shows: banners, notices (with who has read which) and news. Rich text is sanitised
// on write (the allow-list of goods descriptions); images are upload paths (`/uploads/...`).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import type { BannerLinkKind, NewsCategory } from '../../../../../types/content/home-shapes'
import { publicationColumns } from './publication'
import { users } from '../../identity/tables'

// The kinds of a banner's link and the news categories are listed in types/content/home-shapes.ts (the CHECKs below repeat them).

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkKind: text('link_kind').$type<BannerLinkKind>().notNull().default('none'),
    // goods id, news id, route path with its query ('pages/home/faq?categoryId=2'), or an https URL.
    linkTarget: text('link_target').notNull().default(''),
    ...publicationColumns()
  },
  (t) => [
    index('banners_list_idx').on(t.published, t.sort, t.id),
    check('banners_link_kind_check', sql`${t.linkKind} in ('none', 'goods', 'news', 'route', 'url')`)
  ]
)

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    ...publicationColumns()
  },
  (t) => [index('notices_list_idx').on(t.published, t.publishAt, t.id)]
)

/** A signed-in learner has opened a notice (the unread dot counts the visible notices without a row here). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').notNull().references(() => notices.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })]
)

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<NewsCategory>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    source: text('source').notNull().default(''),
    views: integer('views').notNull().default(0),
    ...publicationColumns()
  },
  (t) => [
    index('news_list_idx').on(t.published, t.category, t.publishAt, t.id),
    check('news_category_check', sql`${t.category} in ('academy', 'industry', 'event')`),
    check('news_views_check', sql`${t.views} >= 0`)
  ]
)
