// Course documents contract: chapters → sections → items (video, document, rich text) of a course, and a learner's
// progress through them. Plain types only (no zod): the server validates with its own schemas.

export const DOC_ITEM_KINDS = ['video', 'document', 'text'] as const
export type DocItemKind = (typeof DOC_ITEM_KINDS)[number]

/** A course that has documents, as the catalogue (pages/course/courseDocument) lists it. */
export interface DocCourse {
  goodsId: number
  title: string
  cover: string
  /** The learner holds the course (bought, a bundle's item or a grant): every item opens. */
  owned: boolean
  itemCount: number
  completedCount: number
  /** Items the learner may open without buying. */
  freeCount: number
}

export interface DocItemSummary {
  id: number
  kind: DocItemKind
  title: string
  free: boolean
  /** Seconds; 0 for documents and text. */
  durationSec: number
  /** May the learner open it (free, or the course is held)? Decided on the server. */
  open: boolean
  completed: boolean
  /** Where the video stopped, in seconds. */
  positionSec: number
}

export interface DocSection {
  id: number
  title: string
  items: DocItemSummary[]
}

export interface DocChapter {
  id: number
  title: string
  sections: DocSection[]
}

/** The course catalogue (pages/course/document/category). */
export interface DocCatalogue {
  course: DocCourse
  /** The course forbids seeking past what was watched until the video was completed once. */
  noSeekAhead: boolean
  chapters: DocChapter[]
}

/** One opened item (pages/course/document/detail): the file link is short-lived (signed, see expiresAt). */
export interface DocItem {
  id: number
  goodsId: number
  kind: DocItemKind
  title: string
  durationSec: number
  /** Signed link to the video or document, valid until expiresAt; '' for rich text. */
  url: string
  /** ISO time the link stops working; null for rich text. */
  expiresAt: string | null
  /** The document's file type ('pdf', 'mp4', 'webm'); '' for text. */
  ext: string
  /** Sanitised rich text; '' for files. */
  html: string
  noSeekAhead: boolean
  positionSec: number
  /** Furthest point reached: with noSeekAhead the player lets the learner seek only up to here before completion. */
  maxPositionSec: number
  completed: boolean
}

/** What the player sends periodically and when hidden. */
export interface DocProgressInput {
  positionSec: number
}

export interface DocProgress {
  positionSec: number
  maxPositionSec: number
  watchedSec: number
  completed: boolean
}
