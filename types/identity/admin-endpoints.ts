// The back office's users area: search, one account, its roles, disabling and enabling it.
import { adminAccess } from '../admin-access'
import type { AdminUserDetail, AdminUserListQuery, AdminUserRolesInput, AdminUserStatusInput, AdminUserSummary } from './admin-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

export const listAdminUsers = define<{ query: AdminUserListQuery; response: Paged<AdminUserSummary> }>()({
  method: 'GET', path: '/api/admin/users', access: adminAccess('usersRead'), summary: 'Users by phone or name, role and status, newest first'
})
export const getAdminUser = define<{ response: AdminUserDetail }>()({
  method: 'GET', path: '/api/admin/users/:id', access: adminAccess('usersRead'), summary: 'One user: account, roles, profile'
})
export const setAdminUserRoles = define<{ body: AdminUserRolesInput; response: AdminUserDetail }>()({
  method: 'PUT', path: '/api/admin/users/:id/roles', access: adminAccess('usersWrite'), summary: "Replace a user's extra roles (audited)"
})
export const disableAdminUser = define<{ body: AdminUserStatusInput; response: AdminUserDetail }>()({
  method: 'PUT', path: '/api/admin/users/:id/disable', access: adminAccess('usersWrite'), summary: 'Disable an account and end its sessions (audited)'
})
export const enableAdminUser = define<{ body: AdminUserStatusInput; response: AdminUserDetail }>()({
  method: 'PUT', path: '/api/admin/users/:id/enable', access: adminAccess('usersWrite'), summary: 'Enable a disabled account again (audited)'
})
