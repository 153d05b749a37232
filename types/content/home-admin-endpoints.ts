// The back office's home content (area content): banners, notices and news (write, order, publish, schedule,
// unpublish).
import { adminAccess } from '../admin-access'
import type { PublishInput } from './shapes'
import type { Paged } from '../envelope'
import type {
  AdminBanner, AdminBannerInput, AdminBannerListQuery, AdminNews, AdminNewsInput, AdminNewsListQuery, AdminNewsSummary,
  AdminNotice, AdminNoticeInput, AdminNoticeListQuery, AdminNoticeSummary
} from './home-shapes'
import { define } from '../define'

const access = adminAccess('content')

export const listAdminBanners = define<{ query: AdminBannerListQuery; response: Paged<AdminBanner> }>()({
  method: 'GET', path: '/api/admin/banners', access, summary: 'Banners of every state (state, link kind, keyword), by sort then id'
})
export const getAdminBanner = define<{ response: AdminBanner }>()({
  method: 'GET', path: '/api/admin/banners/:id', access, summary: 'One banner'
})
export const createAdminBanner = define<{ body: AdminBannerInput; response: AdminBanner }>()({
  method: 'POST', path: '/api/admin/banners', access, summary: 'Add a banner (a draft until published); its link is checked'
})
export const updateAdminBanner = define<{ body: AdminBannerInput; response: AdminBanner }>()({
  method: 'PUT', path: '/api/admin/banners/:id', access, summary: 'Edit a banner'
})
export const publishAdminBanner = define<{ body: PublishInput; response: AdminBanner }>()({
  method: 'PUT', path: '/api/admin/banners/:id/publish', access, summary: 'Publish a banner now, or from publishAt (scheduled)'
})
export const unpublishAdminBanner = define<{ response: AdminBanner }>()({
  method: 'PUT', path: '/api/admin/banners/:id/unpublish', access, summary: 'Hide a banner (also cancels a schedule)'
})

export const listAdminNotices = define<{ query: AdminNoticeListQuery; response: Paged<AdminNoticeSummary> }>()({
  method: 'GET', path: '/api/admin/notices', access, summary: 'Notices of every state (state, keyword), newest first'
})
export const getAdminNotice = define<{ response: AdminNotice }>()({
  method: 'GET', path: '/api/admin/notices/:id', access, summary: 'One notice with its text'
})
export const createAdminNotice = define<{ body: AdminNoticeInput; response: AdminNotice }>()({
  method: 'POST', path: '/api/admin/notices', access, summary: 'Write a notice (a draft until published)'
})
export const updateAdminNotice = define<{ body: AdminNoticeInput; response: AdminNotice }>()({
  method: 'PUT', path: '/api/admin/notices/:id', access, summary: 'Edit a notice'
})
export const publishAdminNotice = define<{ body: PublishInput; response: AdminNotice }>()({
  method: 'PUT', path: '/api/admin/notices/:id/publish', access, summary: 'Publish a notice now, or from publishAt (scheduled)'
})
export const unpublishAdminNotice = define<{ response: AdminNotice }>()({
  method: 'PUT', path: '/api/admin/notices/:id/unpublish', access, summary: 'Hide a notice (also cancels a schedule)'
})

export const listAdminNews = define<{ query: AdminNewsListQuery; response: Paged<AdminNewsSummary> }>()({
  method: 'GET', path: '/api/admin/news', access, summary: 'News of every state (state, category, keyword), newest first'
})
export const getAdminNews = define<{ response: AdminNews }>()({
  method: 'GET', path: '/api/admin/news/:id', access, summary: 'One news article with its text'
})
export const createAdminNews = define<{ body: AdminNewsInput; response: AdminNews }>()({
  method: 'POST', path: '/api/admin/news', access, summary: 'Write a news article (a draft until published)'
})
export const updateAdminNews = define<{ body: AdminNewsInput; response: AdminNews }>()({
  method: 'PUT', path: '/api/admin/news/:id', access, summary: 'Edit a news article'
})
export const publishAdminNews = define<{ body: PublishInput; response: AdminNews }>()({
  method: 'PUT', path: '/api/admin/news/:id/publish', access, summary: 'Publish a news article now, or from publishAt (scheduled)'
})
export const unpublishAdminNews = define<{ response: AdminNews }>()({
  method: 'PUT', path: '/api/admin/news/:id/unpublish', access, summary: 'Hide a news article (also cancels a schedule)'
})
