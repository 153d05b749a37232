// The dashboard: the console's first screen (figures of today, this month and the last 30 days).
import { createElement } from 'react'
import { DashboardOutlined } from '@ant-design/icons'
import type { AdminResource } from '../types'
import { DashboardPage } from './DashboardPage'

export const dashboardResources: AdminResource[] = [
  {
    name: 'dashboard',
    area: 'dashboard',
    label: 'dashboard.menu',
    icon: createElement(DashboardOutlined),
    // Not a list of records: the page reads GET /api/admin/dashboard itself (useApiQuery).
    api: {},
    list: DashboardPage
  }
]
