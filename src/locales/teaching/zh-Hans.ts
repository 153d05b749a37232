// Namespace `teaching` in Simplified Chinese, the source shape.
// The teacher's pages (subpackage pages/private/teacher), the check-in QR (pages/course/signEwm) and the learner's
// record as a teacher sees it (pages/student/info).
const teaching = {
  states: { upcoming: '未开课', ongoing: '上课中', ended: '已结课', cancelled: '已取消', full: '已满员', off_sale: '已停售' },
  courses: {
    classes: '{n}个班级',
    learners: '{n}名学员',
    empty: '还没有讲授的课程',
    emptyHint: '教务为你排课后，课程会出现在这里'
  },
  classes: {
    tabs: { all: '全部', upcoming: '未开课', ongoing: '上课中', ended: '已结课' },
    learners: '学员 {n} 人',
    sessions: '课次 {done}/{total}',
    arrange: '班级安排',
    grading: '批改作业',
    empty: '还没有你任教的班级',
    emptyHint: '教务为你排课后，班级会出现在这里'
  },
  sessions: {
    tabs: { upcoming: '待上课', ended: '已上课', all: '全部' },
    attendance: '签到 {checkedIn}/{expected}',
    leaves: '请假 {n}',
    qr: '签到二维码',
    byHand: '手动考勤',
    signDetail: '签到详情',
    empty: '没有课次',
    emptyHint: '教务排课后，课次会出现在这里'
  },
  roster: {
    title: '考勤：{session}',
    marks: { present: '已签到', absent: '缺勤', leave: '请假', late: '迟到', none: '未签到' },
    mark: '标记为',
    saved: '已保存考勤',
    profile: '学员信息',
    empty: '这个班还没有学员'
  },
  checkIn: {
    hint: '请学员用小程序扫码签到，或在签到页输入下方数字',
    code: '签到码',
    refreshIn: '{n}秒后刷新',
    refreshing: '正在刷新…',
    live: '已签到 {checkedIn} / {expected} 人',
    qrAlt: '本节课的签到二维码',
    ended: '本节课已结束，不能再签到',
    error: '签到码获取失败'
  },
  leave: {
    tabs: { learners: '学员请假', mine: '我的请假' },
    states: { pending: '待审批', approved: '已批准', rejected: '已驳回', withdrawn: '已撤回' },
    approve: '批准',
    reject: '驳回',
    rejectTitle: '驳回请假',
    reasonPlaceholder: '驳回理由（学员会看到）',
    reasonRequired: '请填写驳回理由',
    approved: '已批准',
    rejected: '已驳回',
    add: '添加请假申请',
    reason: '请假事由',
    session: '课次',
    emptyLearners: '没有学员请假申请',
    emptyMine: '还没有请假申请',
    reviewer: '审批意见：{text}'
  },
  addLeave: {
    from: '开始时间',
    to: '结束时间',
    choose: '请选择',
    missing: '请选择时间',
    endBeforeStart: '结束时间要晚于开始时间',
    past: '开始时间不能早于现在',
    reason: '请假事由',
    reasonPlaceholder: '请写明请假原因（5-200字）',
    reasonShort: '请假事由至少5个字',
    submit: '提交申请',
    submitted: '已提交，等待教务审批'
  },
  ratings: {
    average: '综合评分',
    count: '共{n}条评价',
    anonymous: '匿名学员',
    empty: '还没有收到评价',
    emptyHint: '学员上完课后可以为课程和讲师打分',
    stars: '{n}星',
    teacher: '讲师',
    session: '课程内容'
  },
  student: {
    phone: '手机',
    classes: '班级',
    attendance: '考勤',
    homework: '作业',
    exams: '考试',
    attendanceLine: '签到 {present}，请假 {leave}，缺勤 {absent}',
    homeworkStates: { todo: '未完成', submitted: '已提交', pending: '待批改', approved: '已通过', rejected: '已驳回' },
    score: '{n}分',
    none: '暂无',
    notFound: '没有这位学员的记录'
  }
} as const

export default teaching
