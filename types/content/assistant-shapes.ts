// Shapes of the AI assistant and of search, for learners and for the back office. No zod here: the app
// imports this file; the server's schemas live in server/src/contexts/content/{assistant,search}/.
import type { PageQuery } from '../envelope'

/** The content search and the assistant draw on; each links to its page in the app. */
export const CONTENT_KINDS = ['goods', 'news', 'faq'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/** A piece of our content an answer was grounded in (the app links it to its page). */
export interface ContentSource {
  kind: ContentKind
  id: number
  title: string
}

/**
 * Per-user limits of the assistant, counted on the server from the stored questions (so several API nodes agree).
 * Six a minute is faster than anyone reads an answer; fifty a day is a long study session, and caps what one
 * account can cost in model calls.
 */
export const AI_LIMITS = { perMinute: 6, perDay: 50, questionMaxChars: 500 } as const

export const AI_MESSAGE_STATES = ['streaming', 'done', 'stopped', 'failed', 'blocked'] as const
export type AiMessageState = (typeof AI_MESSAGE_STATES)[number]
/** llm: the configured chat model answered; search: the embedded default answered with passages of our content. */
export const AI_ANSWER_MODES = ['llm', 'search'] as const
export type AiAnswerMode = (typeof AI_ANSWER_MODES)[number]

export interface AiMessage {
  id: number
  role: 'user' | 'assistant'
  content: string
  /** Questions are always `done`; an answer's state says how it ended. */
  state: AiMessageState
  /** Answers only. */
  mode: AiAnswerMode | null
  sources: ContentSource[]
  /** An answer's question. */
  replyToId: number | null
  createdAt: string
}

export interface AiChatInput {
  question: string
}

/** `before`: a message id; the page holds the `size` messages just older than it (the newest without it). */
export interface AiMessagesQuery {
  before?: number
  size?: number
}

/** One page of the history, oldest first; `hasMore` when older messages exist. */
export interface AiMessagesPage {
  list: AiMessage[]
  hasMore: boolean
}

/**
 * POST /api/ai/chat answers `application/x-ndjson`: one JSON event a line, `start`, any number of `delta`, then
 * `end`. Refusals before the stream (sign-in, limits, validation) are the usual envelope. `end.content` is the
 * answer as stored: for `blocked` it replaces whatever was shown with a neutral sentence.
 */
export type AiStreamEvent =
  | { type: 'start'; questionId: number; answerId: number; mode: AiAnswerMode }
  | { type: 'delta'; text: string }
  | { type: 'end'; state: Exclude<AiMessageState, 'streaming' | 'stopped'>; content: string; sources: ContentSource[] }

// ---- Search

/** [start, end) offsets (UTF-16, as JavaScript strings count) of the words to highlight. */
export type TextMarks = Array<[number, number]>

export interface SearchHit {
  kind: ContentKind
  id: number
  title: string
  titleMarks: TextMarks
  /** The best matching passage, cut around its first match. */
  snippet: string
  snippetMarks: TextMarks
  /** Upload path or '' (goods and news). */
  coverUrl: string
  /** Goods only. */
  priceFen: number | null
  /** News: when it was published. */
  date: string | null
}

export interface SearchQuery extends PageQuery {
  keyword: string
  kind: ContentKind
}

export interface SearchSummaryQuery {
  keyword: string
}

/** How many of each kind a keyword finds; asking for it counts the keyword towards the hot terms. */
export interface SearchSummary {
  counts: Record<ContentKind, number>
}

// ---- Back office

export interface AdminAiAnswerSummary {
  id: number
  userId: number
  /** 138****0001 */
  userPhone: string
  question: string
  answer: string
  mode: AiAnswerMode
  state: AiMessageState
  sources: ContentSource[]
  reviewedAt: string | null
  createdAt: string
}

export interface AdminAiAnswer extends AdminAiAnswerSummary {
  reviewNote: string | null
}

export interface AdminAiAnswerListQuery extends PageQuery {
  /** China dates YYYY-MM-DD, both inclusive. */
  from?: string
  to?: string
  state?: AiMessageState
  mode?: AiAnswerMode
  /** In the question or the answer. */
  keyword?: string
  reviewed?: boolean
}

export interface AdminAiReviewInput {
  note?: string
}

export interface AdminSearchTerm {
  term: string
  count: number
  lastSearchedAt: string
  /** An operator took it out of the search page's hot terms. */
  hidden: boolean
}

/** Hide a term from the hot terms, or show it again. */
export interface AdminSearchTermHideInput {
  term: string
  hidden: boolean
}

export interface AdminSearchTermQuery extends PageQuery {
  keyword?: string
}
