// Namespace `learning` in Simplified Chinese, the source shape.
// The learner's classes after buying (subpackage pages/course: classList).
const learning = {
  classes: {
    tabs: { all: '全部', upcoming: '未开课', ongoing: '上课中', ended: '已结课' },
    states: { upcoming: '未开课', ongoing: '上课中', ended: '已结课' },
    refunding: '退款中',
    days: '共{n}天',
    startsTomorrow: '明天开课',
    startsIn: '距开课还有{n}天',
    inClass: '正在上课，{date}结课',
    endedOn: '{date}已结课',
    course: '课程详情',
    order: '查看订单',
    empty: {
      all: '还没有报名的班级',
      upcoming: '没有未开课的班级',
      ongoing: '没有正在上课的班级',
      ended: '没有已结课的班级'
    },
    emptyHint: '购买带班级的课程后，开课时间和地点会出现在这里',
    browse: '去选课'
  }
} as const

export default learning
