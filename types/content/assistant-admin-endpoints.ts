// The back office's review of the assistant's answers and the search page's hot terms (area content).
import { adminAccess } from '../admin-access'
import type {
  AdminAiAnswer, AdminAiAnswerListQuery, AdminAiAnswerSummary, AdminAiReviewInput, AdminSearchTerm, AdminSearchTermHideInput,
  AdminSearchTermQuery
} from './assistant-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

const access = adminAccess('content')

export const listAdminAiAnswers = define<{ query: AdminAiAnswerListQuery; response: Paged<AdminAiAnswerSummary> }>()({
  method: 'GET', path: '/api/admin/ai-answers', access, summary: 'Every answer of the assistant with its question, newest first'
})
export const getAdminAiAnswer = define<{ response: AdminAiAnswer }>()({
  method: 'GET', path: '/api/admin/ai-answers/:id', access, summary: 'One answer with its question and review'
})
export const reviewAdminAiAnswer = define<{ body: AdminAiReviewInput; response: AdminAiAnswer }>()({
  method: 'PUT', path: '/api/admin/ai-answers/:id/review', access, summary: 'Mark an answer reviewed, with a note'
})
export const listAdminSearchTerms = define<{ query: AdminSearchTermQuery; response: Paged<AdminSearchTerm> }>()({
  method: 'GET', path: '/api/admin/search-terms', access, summary: 'Searched keywords, most searched first'
})
export const hideAdminSearchTerm = define<{ body: AdminSearchTermHideInput; response: AdminSearchTerm }>()({
  method: 'PUT', path: '/api/admin/search-terms/hidden', access, summary: 'Hide a term from the hot terms, or show it again'
})
