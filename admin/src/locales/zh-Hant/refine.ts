import type { Messages } from '../types'
import type zhHans from '../zh-Hans/refine'

export default {
  buttons: {
    create: '新增', save: '儲存', logout: '登出', delete: '刪除', edit: '編輯', cancel: '取消', confirm: '確定要執行嗎？',
    filter: '篩選', clear: '清除', refresh: '重新整理', show: '檢視', undo: '復原', import: '匯入', clone: '複製',
    notAccessTitle: '沒有權限', export: '匯出 CSV'
  },
  actions: { list: '列表', create: '新增', edit: '編輯', show: '詳情', clone: '複製' },
  notifications: {
    success: '操作成功', error: '操作失敗（{{statusCode}}）', undoable: '{{seconds}} 秒內可復原',
    createSuccess: '已新增{{resource}}', createError: '新增{{resource}}失敗（{{statusCode}}）',
    deleteSuccess: '已刪除{{resource}}', deleteError: '刪除{{resource}}失敗（{{statusCode}}）',
    editSuccess: '已儲存{{resource}}', editError: '儲存{{resource}}失敗（{{statusCode}}）',
    importProgress: '正在匯入：{{processed}}/{{total}}'
  },
  loading: '載入中',
  table: { actions: '操作' },
  warnWhenUnsavedChanges: '有尚未儲存的修改，確定要離開嗎？',
  pages: {
    error: { '404': '頁面不存在', resource404: '{{resource}}不存在', backHome: '返回首頁', info: '您要找的頁面不存在' }
  },
  documentTitle: { default: '營運後台', suffix: ' | 營運後台' }
} satisfies Messages<typeof zhHans>
