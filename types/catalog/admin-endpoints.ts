// The back office's catalog: goods of the four kinds (create, edit, publish, unpublish, schedule) and their classes
// and exam sessions (schedule, capacity, status). Rules: docs/back-office.md and catalog/admin-goods/README.md.
import { adminAccess } from '../admin-access'
import type {
  AdminClass, AdminClassInput, AdminClassListQuery, AdminClassStatusInput, AdminExamSession, AdminExamSessionInput,
  AdminGoodsDetail, AdminGoodsInput, AdminGoodsListQuery, AdminGoodsSummary, AdminPublishInput, AdminSessionStatusInput
} from './admin-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

const catalog = adminAccess('catalog')
const classes = adminAccess('classes')

export const listAdminGoods = define<{ query: AdminGoodsListQuery; response: Paged<AdminGoodsSummary> }>()({
  method: 'GET', path: '/api/admin/goods', access: catalog, summary: 'Goods of every state (keyword, kind, sale state), highest sort first'
})
export const getAdminGoods = define<{ response: AdminGoodsDetail }>()({
  method: 'GET', path: '/api/admin/goods/:id', access: catalog, summary: 'One goods with every editable field, its classes and exam sessions'
})
export const createAdminGoods = define<{ body: AdminGoodsInput; response: AdminGoodsDetail }>()({
  method: 'POST', path: '/api/admin/goods', access: catalog, summary: 'Create a goods (off sale until published)'
})
export const updateAdminGoods = define<{ body: AdminGoodsInput; response: AdminGoodsDetail }>()({
  method: 'PUT', path: '/api/admin/goods/:id', access: catalog, summary: 'Edit a goods'
})
export const publishAdminGoods = define<{ body: AdminPublishInput; response: AdminGoodsDetail }>()({
  method: 'PUT', path: '/api/admin/goods/:id/publish', access: catalog, summary: 'Put a goods on sale now, or from publishAt (scheduled)'
})
export const unpublishAdminGoods = define<{ response: AdminGoodsDetail }>()({
  method: 'PUT', path: '/api/admin/goods/:id/unpublish', access: catalog, summary: 'Take a goods off sale (also cancels a schedule)'
})

export const listAdminClasses = define<{ query: AdminClassListQuery; response: Paged<AdminClass> }>()({
  method: 'GET', path: '/api/admin/goods/:goodsId/classes', access: classes, summary: 'Classes of a goods, by start date'
})
export const createAdminClass = define<{ body: AdminClassInput; response: AdminClass }>()({
  method: 'POST', path: '/api/admin/goods/:goodsId/classes', access: classes, summary: 'Add a class to a goods'
})
export const getAdminClass = define<{ response: AdminClass }>()({
  method: 'GET', path: '/api/admin/classes/:id', access: classes, summary: 'One class'
})
export const updateAdminClass = define<{ body: AdminClassInput; response: AdminClass }>()({
  method: 'PUT', path: '/api/admin/classes/:id', access: classes, summary: 'Edit a class (capacity not below the seats taken)'
})
export const setAdminClassStatus = define<{ body: AdminClassStatusInput; response: AdminClass }>()({
  method: 'PUT', path: '/api/admin/classes/:id/status', access: classes, summary: 'Stop (off_sale) or reopen (upcoming) sign-up of a class'
})

export const listAdminExamSessions = define<{ query: AdminClassListQuery; response: Paged<AdminExamSession> }>()({
  method: 'GET', path: '/api/admin/goods/:goodsId/exam-sessions', access: classes, summary: 'Exam sessions of a goods, by start time'
})
export const createAdminExamSession = define<{ body: AdminExamSessionInput; response: AdminExamSession }>()({
  method: 'POST', path: '/api/admin/goods/:goodsId/exam-sessions', access: classes, summary: 'Add an exam session to a goods'
})
export const getAdminExamSession = define<{ response: AdminExamSession }>()({
  method: 'GET', path: '/api/admin/exam-sessions/:id', access: classes, summary: 'One exam session'
})
export const updateAdminExamSession = define<{ body: AdminExamSessionInput; response: AdminExamSession }>()({
  method: 'PUT', path: '/api/admin/exam-sessions/:id', access: classes, summary: 'Edit an exam session (capacity not below the seats taken)'
})
export const setAdminExamSessionStatus = define<{ body: AdminSessionStatusInput; response: AdminExamSession }>()({
  method: 'PUT', path: '/api/admin/exam-sessions/:id/status', access: classes, summary: 'Close or reopen registration of an exam session'
})
