import type { Messages } from '../types'
import type zhHans from '../zh-Hans/audit'

export default {
  menu: '操作日誌',
  title: '操作日誌',
  detailTitle: '日誌詳情',
  none: '（無）',
  before: '修改前',
  after: '修改後',
  fields: {
    createdAt: '時間',
    actor: '操作人',
    actorId: '操作人編號',
    action: '操作',
    resource: '對象',
    resourceId: '對象編號',
    summary: '說明'
  }
} satisfies Messages<typeof zhHans>
