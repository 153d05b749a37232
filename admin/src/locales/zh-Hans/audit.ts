// Texts of the audit area of the console.
export default {
  menu: '操作日志',
  title: '操作日志',
  detailTitle: '日志详情',
  none: '（无）',
  before: '修改前',
  after: '修改后',
  fields: {
    createdAt: '时间',
    actor: '操作人',
    actorId: '操作人编号',
    action: '操作',
    resource: '对象',
    resourceId: '对象编号',
    summary: '说明'
  }
}
