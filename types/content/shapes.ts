// Shapes of the content context: FAQ for learners and for the back office. No zod here: the app
// imports this file; the server's schemas live in server/src/contexts/content/.
import type { PageQuery } from '../envelope'

/** A FAQ category as learners see it (only categories with a visible FAQ are listed). */
export interface FaqCategory {
  id: number
  name: string
}

export interface FaqSummary {
  id: number
  categoryId: number
  categoryName: string
  question: string
}

export interface FaqDetail extends FaqSummary {
  /** Sanitised on the server when it was written (the allow-list of goods descriptions). */
  answerHtml: string
  views: number
  updatedAt: string
}

export interface FaqListQuery extends PageQuery {
  categoryId?: number
  keyword?: string
}

/** Where a piece of content (FAQ, news, notice, banner, …) stands for learners: hidden (draft), waiting for its
 *  publish time, or visible. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

/** Publish now (no time) or from `publishAt`; the body of every content kind's publish endpoint. */
export interface PublishInput {
  /** ISO time with offset; absent = publish now. */
  publishAt?: string
}

export interface AdminFaqCategory {
  id: number
  name: string
  sort: number
  /** FAQ in the category, any state: a category with any cannot be deleted. */
  itemCount: number
  createdAt: string
}

export interface AdminFaqCategoryInput {
  name: string
  sort?: number
}

export interface AdminFaqSummary {
  id: number
  categoryId: number
  categoryName: string
  question: string
  sort: number
  state: PublicationState
  publishAt: string | null
  views: number
  updatedAt: string
}

export interface AdminFaq extends AdminFaqSummary {
  answerHtml: string
  createdAt: string
}

export interface AdminFaqInput {
  categoryId: number
  question: string
  answerHtml: string
  sort?: number
}

export interface AdminFaqListQuery extends PageQuery {
  categoryId?: number
  state?: PublicationState
  keyword?: string
}
