// The back office's dashboard: orders, revenue, refunds and new users of today, this month and the last 30 days.
import { adminAccess } from '../admin-access'
import type { Dashboard } from './dashboard-admin-shapes'
import { define } from '../define'

export const getAdminDashboard = define<{ response: Dashboard }>()({
  method: 'GET', path: '/api/admin/dashboard', access: adminAccess('dashboard'), summary: 'Figures of today, this month and the last 30 days'
})
