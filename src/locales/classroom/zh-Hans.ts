// Namespace `classroom` in Simplified Chinese, the source shape.
// The learner's classroom (subpackages pages/course and pages/mine): class detail, timetable, check-in, leave,
// transfer, retrain, ratings, 精彩瞬间, the learning hub (网校) and class reminders.
const classroom = {
  status: { upcoming: '未开课', ongoing: '上课中', ended: '已结课', full: '已满员', off_sale: '已下架' },
  map: {
    notFound: '未找到上课地点的位置（fail not found）',
    noKey: '未配置地图服务，请按下方地址前往',
    alt: '{name}的位置地图',
    copy: '复制地址',
    call: '致电 {phone}',
    distanceM: '距上课地点约{n}米',
    distanceKm: '距上课地点约{n}公里'
  },
  info: {
    teacher: '讲师',
    venue: '上课地点',
    dates: '开课日期',
    schedule: '上课时间',
    classmates: '班级人数',
    classmatesValue: '{n}人',
    capacityValue: '{n}/{max}人',
    sessions: '课程安排',
    nextSession: '下一节课（共{total}节）',
    allSessions: '查看课表',
    wonderful: '精彩瞬间',
    signDetail: '签到详情',
    rate: '评价课程',
    transfer: '转班',
    retrain: '重修',
    transfersLeft: '剩余转班次数：{n}',
    subscribe: '开启上课提醒',
    subscribed: '已开启上课提醒',
    subscribeRejected: '未开启提醒，将以短信通知',
    notices: '上课提醒'
  },
  session: {
    index: '第{n}节',
    time: '{date} {start}-{end}',
    cancelled: '已取消',
    moved: '已调整',
    attendance: {
      none: '未签到',
      present: '已签到',
      late: '迟到',
      absent: '缺勤',
      leave: '请假'
    }
  },
  timetable: {
    week: '周视图',
    list: '列表',
    prevWeek: '上一周',
    nextWeek: '下一周',
    thisWeek: '本周',
    weekOf: '{start} ~ {end}',
    noSessions: '这一周没有课',
    empty: '还没有排课',
    weekdays: { mon: '周一', tue: '周二', wed: '周三', thu: '周四', fri: '周五', sat: '周六', sun: '周日' }
  },
  wonderful: {
    empty: '还没有精彩瞬间',
    photoAlt: '精彩瞬间照片{n}'
  },
  sign: {
    scan: '扫码签到',
    typeCode: '输入签到码',
    codePlaceholder: '6位签到码',
    codeLabel: '老师二维码下方的6位数字',
    submit: '签到',
    success: '签到成功',
    camera: '对准老师的签到二维码',
    cameraFailed: '无法打开相机，请输入签到码',
    noCamera: '当前浏览器不支持扫码，请输入签到码',
    stopScan: '取消扫码',
    summary: '已签到{present}节 / 共{total}节',
    empty: '还没有课程安排',
    noClass: '没有要签到的班级',
    checkedInAt: '{time} 签到',
    records: '签到记录',
    leaves: '请假记录',
    leavesEmpty: '还没有请假记录',
    recordsEmpty: '还没有签到记录'
  },
  leave: {
    ask: '请假',
    title: '请假申请',
    reason: '请假原因',
    reasonPlaceholder: '请填写请假原因（必填）',
    submit: '提交申请',
    submitted: '已提交请假申请',
    cancel: '取消',
    status: { pending: '请假审核中', approved: '请假已批准', rejected: '请假被驳回', withdrawn: '请假已撤回' },
    reasonRequired: '请填写请假原因',
    reasonText: '原因：{reason}',
    replyText: '回复：{reply}',
    withdraw: '撤回'
  },
  transfer: {
    title: '转班',
    left: '剩余转班次数：{n}/{max}',
    none: '转班次数已用完',
    pick: '选择要转入的班级',
    empty: '暂时没有可转入的班级',
    seats: '余{n}个名额',
    choose: '选择',
    confirm: '确定转入“{name}”吗？转班后原班级的名额将释放。',
    done: '转班成功'
  },
  retrain: {
    title: '重修',
    pick: '选择要重修的班级',
    empty: '暂时没有可重修的班级',
    confirm: '确定报名重修“{name}”吗？',
    done: '已报名重修',
    notAllowed: '该班级暂不支持重修'
  },
  rating: {
    title: '课程评价',
    toRate: '待评价',
    all: '全部',
    rate: '去评价',
    teacherName: '讲师：{name}',
    given: '课程{session}星 · 讲师{teacher}星',
    rated: '已评价',
    session: '课程',
    teacher: '讲师',
    sessionScore: '课程评分',
    teacherScore: '讲师评分',
    comment: '评价内容',
    commentPlaceholder: '说说这节课的收获（选填）',
    submit: '提交评价',
    done: '评价成功',
    scoreRequired: '请为课程和讲师打分',
    empty: '没有需要评价的课程',
    stars: '{n}星'
  },
  school: {
    entries: {
      classes: '我的班级',
      courses: '我的课程',
      homework: '我的作业',
      exams: '我的考试',
      timetable: '我的课表',
      notices: '上课提醒',
      signDetail: '签到详情',
      ratings: '课程评价'
    },
    all: '全部',
    upcomingSessions: '近期课程',
    noSessions: '近期没有课',
    noClasses: '还没有报名的班级',
  },
  notices: {
    empty: '还没有上课提醒',
    kind: {
      class_starts_tomorrow: '开课提醒',
      session_moved: '调课通知',
      session_cancelled: '停课通知',
      class_cancelled: '班级取消通知',
      leave_approved: '请假通过',
      leave_rejected: '请假驳回',
      homework_graded: '作业已批改'
    }
  }
} as const

export default classroom
