// The classroom area of the console (教务): venues, a class's sessions, roster and seats, leave, seat moves, ratings.
export default {
  menu: '教务',
  venues: {
    menu: '场地',
    title: '场地',
    add: '新增场地',
    createTitle: '新增场地',
    editTitle: '编辑场地',
    deleteConfirm: '删除这个场地？',
    deleteBlocked: '还有班级使用这个场地，不能删除',
    keyword: '名称或地址',
    fields: { name: '名称', city: '城市', address: '地址', lat: '纬度', lng: '经度', phone: '前台电话', classes: '班级数', createdAt: '创建时间' },
    coordsHint: '纬度、经度（GCJ-02，可在腾讯地图坐标拾取器中查到）；不填则学员只看到地址'
  },
  classes: {
    menu: '班级教务',
    title: '班级教务',
    open: '打开班级',
    idLabel: '班级编号',
    idHint: '班级在「商品 → 班级」中按商品列出；输入班级编号直接打开它的教务页',
    fromGoods: '教务',
    header: '班级',
    dates: '日期',
    seats: '名额',
    cancelled: '已取消'
  },
  setup: {
    title: '场地与讲师',
    venue: '场地',
    teachers: '讲师',
    none: '未设置',
    save: '保存',
    cancelClass: '取消班级',
    cancelClassTitle: '取消整个班级',
    cancelClassHint: '班级停止报名，所有未开始的课次都会取消，每位学员都会收到通知，且不可恢复。退款不会自动发起，请在退款管理中另行处理',
    reason: '原因（会告知学员）',
    reasonRequired: '请填写原因'
  },
  sessions: {
    title: '课次',
    add: '新增课次',
    createTitle: '新增课次',
    editTitle: '编辑课次',
    empty: '还没有课次',
    fields: { title: '名称', time: '时间', teacher: '讲师', status: '状态', attendance: '考勤' },
    defaultTeacher: '（班级第一位讲师）',
    statuses: { scheduled: '正常', cancelled: '已取消', moved: '已调课' },
    cancel: '取消',
    cancelTitle: '取消课次',
    attendance: '考勤',
    attendanceTitle: '考勤：{{title}}',
    correct: '更正',
    correctTitle: '更正考勤：{{name}}',
    attendanceCount: '{{present}}/{{expected}}，请假 {{leave}}',
    marks: { present: '已签到', late: '迟到', leave: '请假', absent: '缺勤', none: '未签到' },
    methods: { code: '扫码/签到码', teacher: '讲师标记', staff: '教务更正' },
    movedHint: '改时间后每位学员都会收到调课通知'
  },
  roster: {
    title: '学员名单',
    keyword: '姓名或手机号',
    enrol: '按手机号报名/赠送',
    enrolTitle: '按手机号报名或赠送名额',
    enrolHint: '占用本班一个名额，记入审计日志',
    transfer: '代为转班',
    transferTitle: '为 {{name}} 转班',
    targetClass: '转入班级编号',
    fields: {
      learner: '学员', phone: '手机号', source: '来源', status: '状态', paidAt: '付款时间', transfers: '已转班',
      attendance: '签到/缺勤/请假', homework: '作业 提交/通过', joinedAt: '加入时间', orderId: '订单'
    },
    sources: { order: '订单', gift: '赠送', transfer: '转班', retrain: '复训' },
    statuses: { active: '在班', transferred: '已转出', withdrawn: '已退出' },
    phone: '手机号',
    reason: '原因',
    reasonRequired: '请填写原因'
  },
  leaves: {
    menu: '请假审批',
    title: '请假审批',
    kinds: { learner: '学员请假', teacher: '讲师请假' },
    statuses: { pending: '待审批', approved: '已批准', rejected: '已驳回', withdrawn: '已撤回' },
    fields: { person: '申请人', class: '班级/课次', time: '时间', reason: '事由', status: '状态', reply: '审批意见', createdAt: '申请时间' },
    approve: '批准',
    reject: '驳回',
    rejectTitle: '驳回请假',
    reply: '驳回理由（申请人会看到）',
    replyRequired: '请填写驳回理由'
  },
  moves: {
    menu: '转班与复训',
    title: '转班与复训记录',
    kinds: { transfer: '转班', retrain: '复训' },
    fields: { kind: '类型', learner: '学员', from: '原班级', to: '新班级', by: '操作人', reason: '原因', createdAt: '时间' }
  },
  ratings: {
    menu: '课程评价',
    title: '课程评价',
    fields: { learner: '学员', teacher: '讲师', class: '班级/课次', teacherScore: '讲师评分', sessionScore: '内容评分', comment: '评价', createdAt: '时间' }
  }
}
