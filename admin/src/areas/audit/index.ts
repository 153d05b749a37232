// The audit log: every console write (read-only).
import { createElement } from 'react'
import { AuditOutlined } from '@ant-design/icons'
import * as api from '@contract/system/admin-endpoints'
import type { AdminResource } from '../types'
import { AuditList } from './AuditList'
import { AuditShow } from './AuditShow'

export const auditResources: AdminResource[] = [
  {
    name: 'audit',
    area: 'audit',
    label: 'audit.menu',
    icon: createElement(AuditOutlined),
    api: { list: api.listAuditLog, one: api.getAuditEntry },
    list: AuditList,
    show: AuditShow
  }
]
