// Endpoints of the content context that learners read: FAQ categories, the FAQ list and one FAQ.
import type { FaqCategory, FaqDetail, FaqListQuery, FaqSummary } from './shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

export const listFaqCategories = define<{ response: FaqCategory[] }>()({
  method: 'GET', path: '/api/faq/categories', access: 'public', summary: 'FAQ categories with at least one visible FAQ, by sort'
})
export const listFaq = define<{ query: FaqListQuery; response: Paged<FaqSummary> }>()({
  method: 'GET', path: '/api/faq', access: 'public', summary: 'Visible FAQ (published, publish time reached), by sort then id'
})
export const getFaq = define<{ response: FaqDetail }>()({
  method: 'GET', path: '/api/faq/:id', access: 'public', summary: 'One visible FAQ (counts a view)'
})
