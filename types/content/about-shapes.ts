// Shapes of the about tab and its pages: teachers (and the goods they teach), partners, learner stories
// and the two about pages, for learners and for the back office. No zod here: the app imports this file; the
// server's schemas live in server/src/contexts/content/{teachers,partners,stories,about}/.
import type { ServiceContact } from '../catalog/shapes'
import type { GoodsSummary } from '../catalog/schemas'
import type { PublicationState } from './shapes'
import type { PageQuery } from '../envelope'

/** The about pages: 关于我们 (`us`) and 企业合作 (`enterprise`, shown above the partners). They always exist. */
export const ABOUT_PAGE_KEYS = ['us', 'enterprise'] as const
export type AboutPageKey = (typeof ABOUT_PAGE_KEYS)[number]

export interface TeacherSummary {
  id: number
  name: string
  /** 头衔, e.g. 高级培训讲师. */
  title: string
  /** An upload path ('' when none). */
  avatarUrl: string
  tags: string[]
  /** One or two sentences for lists. */
  intro: string
}

export interface TeacherDetail extends TeacherSummary {
  /** Sanitised on the server when it was written. */
  bioHtml: string
  /** The goods the teacher teaches that are on sale now, in the order the back office set. */
  courses: GoodsSummary[]
}

export interface PartnerSummary {
  id: number
  name: string
  logoUrl: string
  intro: string
}

export interface PartnerDetail extends PartnerSummary {
  contentHtml: string
  /** '' when none; an http(s) address otherwise. */
  website: string
}

export interface StorySummary {
  id: number
  title: string
  learnerName: string
  /** What the learner does now, e.g. 私人教练 · 上海. */
  learnerTitle: string
  summary: string
  coverUrl: string
  views: number
}

export interface StoryDetail extends StorySummary {
  contentHtml: string
  /** The course the story is about, when it is set and on sale now. */
  goods: GoodsSummary | null
}

export interface AboutPage {
  key: AboutPageKey
  title: string
  coverUrl: string
  contentHtml: string
  /** The text of the page's first paragraphs, for a teaser (at most ABOUT_SUMMARY_MAX characters). */
  summary: string
  updatedAt: string
}

/** How long the teaser of an about page is (the about tab shows about three lines). */
export const ABOUT_SUMMARY_MAX = 90

/** The about tab in one answer: the company intro, a few teachers, stories and partners, and how to reach us. */
export interface AboutOverview {
  intro: AboutPage
  teachers: TeacherSummary[]
  stories: StorySummary[]
  partners: PartnerSummary[]
  contact: ServiceContact
}

// Back office

interface AdminPublished {
  id: number
  sort: number
  state: PublicationState
  publishAt: string | null
  updatedAt: string
}

export interface AdminListQuery extends PageQuery {
  state?: PublicationState
  keyword?: string
}

/** A goods as the teacher and story forms show it: any state, with whether learners can see it now. */
export interface AdminGoodsRef {
  id: number
  title: string
  onSale: boolean
}

export interface AdminTeacherSummary extends AdminPublished {
  name: string
  title: string
  avatarUrl: string
  tags: string[]
  goodsCount: number
}

export interface AdminTeacher extends AdminTeacherSummary {
  intro: string
  bioHtml: string
  /** In the order learners see them. */
  goods: AdminGoodsRef[]
  createdAt: string
}

export interface AdminTeacherInput {
  name: string
  title?: string
  avatarUrl?: string
  intro?: string
  bioHtml?: string
  tags?: string[]
  /** The goods taught, in order (the first shows first). */
  goodsIds?: number[]
  sort?: number
}

export interface AdminPartnerSummary extends AdminPublished {
  name: string
  logoUrl: string
  website: string
}

export interface AdminPartner extends AdminPartnerSummary {
  intro: string
  contentHtml: string
  createdAt: string
}

export interface AdminPartnerInput {
  name: string
  logoUrl?: string
  intro?: string
  contentHtml?: string
  website?: string
  sort?: number
}

export interface AdminStorySummary extends AdminPublished {
  title: string
  learnerName: string
  learnerTitle: string
  coverUrl: string
  goods: AdminGoodsRef | null
  views: number
}

export interface AdminStory extends AdminStorySummary {
  summary: string
  contentHtml: string
  createdAt: string
}

export interface AdminStoryInput {
  title: string
  learnerName: string
  learnerTitle?: string
  summary?: string
  coverUrl?: string
  contentHtml: string
  /** The course the story is about (null or absent: none). */
  goodsId?: number | null
  sort?: number
}

/** `id` is the page's key (the console's resources address records by `id`). */
export interface AdminAboutPage {
  id: AboutPageKey
  title: string
  coverUrl: string
  contentHtml: string
  updatedAt: string
}

export interface AdminAboutPageInput {
  title: string
  coverUrl?: string
  contentHtml: string
}
