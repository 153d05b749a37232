// The keys refine's own components ask for (buttons, notifications, tables, error pages).
export default {
  buttons: {
    create: '新建', save: '保存', logout: '退出登录', delete: '删除', edit: '编辑', cancel: '取消', confirm: '确定要执行吗？',
    filter: '筛选', clear: '清除', refresh: '刷新', show: '查看', undo: '撤销', import: '导入', clone: '复制',
    notAccessTitle: '没有权限', export: '导出 CSV'
  },
  actions: { list: '列表', create: '新建', edit: '编辑', show: '详情', clone: '复制' },
  notifications: {
    success: '操作成功', error: '操作失败（{{statusCode}}）', undoable: '{{seconds}} 秒内可撤销',
    createSuccess: '已新建{{resource}}', createError: '新建{{resource}}失败（{{statusCode}}）',
    deleteSuccess: '已删除{{resource}}', deleteError: '删除{{resource}}失败（{{statusCode}}）',
    editSuccess: '已保存{{resource}}', editError: '保存{{resource}}失败（{{statusCode}}）',
    importProgress: '正在导入：{{processed}}/{{total}}'
  },
  loading: '加载中',
  table: { actions: '操作' },
  warnWhenUnsavedChanges: '有尚未保存的修改，确定要离开吗？',
  pages: {
    error: { '404': '页面不存在', resource404: '{{resource}}不存在', backHome: '返回首页', info: '您要找的页面不存在' }
  },
  documentTitle: { default: '运营后台', suffix: ' | 运营后台' }
}
