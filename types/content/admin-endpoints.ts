// The back office's content (area content): FAQ categories and FAQ (write, order, publish, schedule, unpublish).
import { adminAccess } from '../admin-access'
import type {
  AdminFaq, AdminFaqCategory, AdminFaqCategoryInput, AdminFaqInput, AdminFaqListQuery, AdminFaqSummary,
  PublishInput
} from './shapes'
import type { Paged, PageQuery } from '../envelope'
import { define } from '../define'

const access = adminAccess('content')

export const listAdminFaqCategories = define<{ query: PageQuery; response: Paged<AdminFaqCategory> }>()({
  method: 'GET', path: '/api/admin/faq-categories', access, summary: 'FAQ categories by sort, with their FAQ counts'
})
export const getAdminFaqCategory = define<{ response: AdminFaqCategory }>()({
  method: 'GET', path: '/api/admin/faq-categories/:id', access, summary: 'One FAQ category'
})
export const createAdminFaqCategory = define<{ body: AdminFaqCategoryInput; response: AdminFaqCategory }>()({
  method: 'POST', path: '/api/admin/faq-categories', access, summary: 'Add a FAQ category'
})
export const updateAdminFaqCategory = define<{ body: AdminFaqCategoryInput; response: AdminFaqCategory }>()({
  method: 'PUT', path: '/api/admin/faq-categories/:id', access, summary: 'Rename or reorder a FAQ category'
})
export const deleteAdminFaqCategory = define<{ response: AdminFaqCategory }>()({
  method: 'DELETE', path: '/api/admin/faq-categories/:id', access, summary: 'Delete an empty FAQ category'
})

export const listAdminFaq = define<{ query: AdminFaqListQuery; response: Paged<AdminFaqSummary> }>()({
  method: 'GET', path: '/api/admin/faq', access, summary: 'FAQ of every state (category, state, keyword), by sort then id'
})
export const getAdminFaq = define<{ response: AdminFaq }>()({
  method: 'GET', path: '/api/admin/faq/:id', access, summary: 'One FAQ with its answer'
})
export const createAdminFaq = define<{ body: AdminFaqInput; response: AdminFaq }>()({
  method: 'POST', path: '/api/admin/faq', access, summary: 'Write a FAQ (a draft until published)'
})
export const updateAdminFaq = define<{ body: AdminFaqInput; response: AdminFaq }>()({
  method: 'PUT', path: '/api/admin/faq/:id', access, summary: 'Edit a FAQ'
})
export const publishAdminFaq = define<{ body: PublishInput; response: AdminFaq }>()({
  method: 'PUT', path: '/api/admin/faq/:id/publish', access, summary: 'Publish a FAQ now, or from publishAt (scheduled)'
})
export const unpublishAdminFaq = define<{ response: AdminFaq }>()({
  method: 'PUT', path: '/api/admin/faq/:id/unpublish', access, summary: 'Hide a FAQ (also cancels a schedule)'
})
