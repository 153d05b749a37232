import type { Messages } from '../types'
import type zhHans from '../zh-Hans/audit'

export default {
  menu: 'Audit log',
  title: 'Audit log',
  detailTitle: 'Audit entry',
  none: '(none)',
  before: 'Before',
  after: 'After',
  fields: {
    createdAt: 'Time',
    actor: 'Operator',
    actorId: 'Operator ID',
    action: 'Action',
    resource: 'Object',
    resourceId: 'Object ID',
    summary: 'Summary'
  }
} satisfies Messages<typeof zhHans>
