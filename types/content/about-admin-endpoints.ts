// The back office's about content (area content): teachers (with the goods they teach), partners, learner stories
// (write, order, publish, schedule, unpublish) and the two about pages (edit only: they always exist).
import type {
  AdminAboutPage, AdminAboutPageInput, AdminListQuery, AdminPartner, AdminPartnerInput, AdminPartnerSummary,
  AdminStory, AdminStoryInput, AdminStorySummary, AdminTeacher, AdminTeacherInput, AdminTeacherSummary
} from './about-shapes'
import { adminAccess } from '../admin-access'
import type { PublishInput } from './shapes'
import type { Paged, PageQuery } from '../envelope'
import { define } from '../define'

const access = adminAccess('content')

export const listAdminTeachers = define<{ query: AdminListQuery; response: Paged<AdminTeacherSummary> }>()({
  method: 'GET', path: '/api/admin/teachers', access, summary: 'Teachers of every state (state, keyword), by sort then id'
})
export const getAdminTeacher = define<{ response: AdminTeacher }>()({
  method: 'GET', path: '/api/admin/teachers/:id', access, summary: 'One teacher with the goods they teach'
})
export const createAdminTeacher = define<{ body: AdminTeacherInput; response: AdminTeacher }>()({
  method: 'POST', path: '/api/admin/teachers', access, summary: 'Add a teacher (a draft until published)'
})
export const updateAdminTeacher = define<{ body: AdminTeacherInput; response: AdminTeacher }>()({
  method: 'PUT', path: '/api/admin/teachers/:id', access, summary: 'Edit a teacher and the goods they teach'
})
export const publishAdminTeacher = define<{ body: PublishInput; response: AdminTeacher }>()({
  method: 'PUT', path: '/api/admin/teachers/:id/publish', access, summary: 'Publish a teacher now, or from publishAt (scheduled)'
})
export const unpublishAdminTeacher = define<{ response: AdminTeacher }>()({
  method: 'PUT', path: '/api/admin/teachers/:id/unpublish', access, summary: 'Hide a teacher (also cancels a schedule)'
})

export const listAdminPartners = define<{ query: AdminListQuery; response: Paged<AdminPartnerSummary> }>()({
  method: 'GET', path: '/api/admin/partners', access, summary: 'Partners of every state (state, keyword), by sort then id'
})
export const getAdminPartner = define<{ response: AdminPartner }>()({
  method: 'GET', path: '/api/admin/partners/:id', access, summary: 'One partner'
})
export const createAdminPartner = define<{ body: AdminPartnerInput; response: AdminPartner }>()({
  method: 'POST', path: '/api/admin/partners', access, summary: 'Add a partner (a draft until published)'
})
export const updateAdminPartner = define<{ body: AdminPartnerInput; response: AdminPartner }>()({
  method: 'PUT', path: '/api/admin/partners/:id', access, summary: 'Edit a partner'
})
export const publishAdminPartner = define<{ body: PublishInput; response: AdminPartner }>()({
  method: 'PUT', path: '/api/admin/partners/:id/publish', access, summary: 'Publish a partner now, or from publishAt (scheduled)'
})
export const unpublishAdminPartner = define<{ response: AdminPartner }>()({
  method: 'PUT', path: '/api/admin/partners/:id/unpublish', access, summary: 'Hide a partner (also cancels a schedule)'
})

export const listAdminStories = define<{ query: AdminListQuery; response: Paged<AdminStorySummary> }>()({
  method: 'GET', path: '/api/admin/stories', access, summary: 'Learner stories of every state (state, keyword), by sort then id'
})
export const getAdminStory = define<{ response: AdminStory }>()({
  method: 'GET', path: '/api/admin/stories/:id', access, summary: 'One learner story'
})
export const createAdminStory = define<{ body: AdminStoryInput; response: AdminStory }>()({
  method: 'POST', path: '/api/admin/stories', access, summary: 'Write a learner story (a draft until published)'
})
export const updateAdminStory = define<{ body: AdminStoryInput; response: AdminStory }>()({
  method: 'PUT', path: '/api/admin/stories/:id', access, summary: 'Edit a learner story'
})
export const publishAdminStory = define<{ body: PublishInput; response: AdminStory }>()({
  method: 'PUT', path: '/api/admin/stories/:id/publish', access, summary: 'Publish a story now, or from publishAt (scheduled)'
})
export const unpublishAdminStory = define<{ response: AdminStory }>()({
  method: 'PUT', path: '/api/admin/stories/:id/unpublish', access, summary: 'Hide a story (also cancels a schedule)'
})

export const listAdminAboutPages = define<{ query: PageQuery; response: Paged<AdminAboutPage> }>()({
  method: 'GET', path: '/api/admin/about-pages', access, summary: 'The two about pages (us, enterprise)'
})
export const getAdminAboutPage = define<{ response: AdminAboutPage }>()({
  method: 'GET', path: '/api/admin/about-pages/:id', access, summary: 'One about page (id: us or enterprise)'
})
export const updateAdminAboutPage = define<{ body: AdminAboutPageInput; response: AdminAboutPage }>()({
  method: 'PUT', path: '/api/admin/about-pages/:id', access, summary: 'Edit an about page (title, cover, rich text)'
})
