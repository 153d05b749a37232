// The audit log (every console write, read-only) and the timed jobs' state.
import { createElement } from 'react'
import { AuditOutlined, FieldTimeOutlined } from '@ant-design/icons'
import * as api from '@contract/system/admin-endpoints'
import type { AdminResource } from '../types'
import { AuditList } from './AuditList'
import { AuditShow } from './AuditShow'
import { JobList } from './JobList'

export const auditResources: AdminResource[] = [
  {
    name: 'audit',
    area: 'audit',
    label: 'audit.menu',
    icon: createElement(AuditOutlined),
    api: { list: api.listAuditLog, one: api.getAuditEntry },
    list: AuditList,
    show: AuditShow
  },
  {
    name: 'jobs',
    area: 'jobs',
    label: 'audit.jobs.menu',
    icon: createElement(FieldTimeOutlined),
    // Not a paged list of records: the page reads GET /api/admin/jobs itself.
    api: {},
    list: JobList
  }
]
