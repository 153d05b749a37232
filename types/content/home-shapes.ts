// Shapes of the home tab's content: banners, notices (with a signed-in learner's unread ones), news and
// the one aggregate answer of the home page; and their back-office views. No zod here: the app imports this file
// (the server's schemas live in server/src/contexts/content/); the database schema takes its constants from here.
import type { GoodsSummary } from '../catalog/schemas'
import type { PublicationState } from './shapes'
import type { PageQuery } from '../envelope'

/** Where tapping a banner goes: nowhere, a goods page, a news article, a page of the app (route + query), an https
 *  link (H5 only: the mini-program has no web-view domain configured). */
export const BANNER_LINK_KINDS = ['none', 'goods', 'news', 'route', 'url'] as const
export type BannerLinkKind = (typeof BANNER_LINK_KINDS)[number]

/** 学院动态, 行业资讯, 活动报道: the tabs of 新闻动态. */
export const NEWS_CATEGORIES = ['academy', 'industry', 'event'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** Banner pictures are uploaded at 750×360 (the app shows them at that ratio, so nothing is cropped). */
export const BANNER_IMAGE_SIZE = { width: 750, height: 360 } as const

export interface Banner {
  id: number
  title: string
  /** An upload path (`/uploads/...`). */
  imageUrl: string
  linkKind: BannerLinkKind
  /** goods id, news id (as text), a route with its query (`pages/home/faq?categoryId=2`), an https URL, or ''. */
  linkTarget: string
}

export interface NoticeSummary {
  id: number
  title: string
  /** When it became visible to learners (ISO). */
  publishedAt: string
}

export interface NoticeDetail extends NoticeSummary {
  /** Sanitised on the server when it was written. */
  contentHtml: string
}

/** GET /api/notices/unread: the signed-in learner's unread visible notices. */
export interface UnreadNotices {
  count: number
  /** The newest unread ones' ids (at most 100), for the dots of the list. */
  ids: number[]
}

export interface NewsSummary {
  id: number
  category: NewsCategory
  title: string
  summary: string
  /** An upload path, or '' when the article has no cover. */
  coverUrl: string
  source: string
  views: number
  publishedAt: string
}

export interface NewsDetail extends NewsSummary {
  contentHtml: string
}

export interface NewsListQuery extends PageQuery {
  category?: NewsCategory
}

/** A learner story as the home page shows it (the stories pages have their own shapes). */
export interface StoryCard {
  id: number
  title: string
  learnerName: string
  learnerTitle: string
  coverUrl: string
}

/** GET /api/home: everything the home page's first screen shows, in one cacheable answer. */
export interface HomeData {
  banners: Banner[]
  /** The latest notices' titles for the notice strip. */
  notices: NoticeSummary[]
  /** Goods on sale, by the catalog's own order (its sort, newest first). */
  goods: GoodsSummary[]
  news: NewsSummary[]
  stories: StoryCard[]
}

// ---- Back office ----

interface AdminPublished {
  id: number
  state: PublicationState
  publishAt: string | null
  updatedAt: string
}

export interface AdminBanner extends AdminPublished, Banner {
  sort: number
  createdAt: string
}

export interface AdminBannerInput {
  title: string
  imageUrl: string
  linkKind: BannerLinkKind
  linkTarget?: string
  sort?: number
}

export interface AdminBannerListQuery extends PageQuery {
  state?: PublicationState
  linkKind?: BannerLinkKind
  keyword?: string
}

export interface AdminNoticeSummary extends AdminPublished {
  title: string
  /** Signed-in learners who opened it. */
  readCount: number
}

export interface AdminNotice extends AdminNoticeSummary {
  contentHtml: string
  createdAt: string
}

export interface AdminNoticeInput {
  title: string
  contentHtml: string
}

export interface AdminNoticeListQuery extends PageQuery {
  state?: PublicationState
  keyword?: string
}

export interface AdminNewsSummary extends AdminPublished {
  category: NewsCategory
  title: string
  source: string
  views: number
}

export interface AdminNews extends AdminNewsSummary {
  summary: string
  coverUrl: string
  contentHtml: string
  createdAt: string
}

export interface AdminNewsInput {
  category: NewsCategory
  title: string
  summary?: string
  coverUrl?: string
  source?: string
  contentHtml: string
}

export interface AdminNewsListQuery extends PageQuery {
  state?: PublicationState
  category?: NewsCategory
  keyword?: string
}
