// Texts of the audit area of the console.
export default {
  menu: '操作日志',
  title: '操作日志',
  detailTitle: '日志详情',
  none: '（无）',
  before: '修改前',
  after: '修改后',
  diffField: '字段',
  changed: '已修改',
  unchangedHidden: '另有 {{count}} 个字段未改变',
  resources: { seat: '学员席位', goods: '商品', 'class': '班级', session: '考试场次', agreement: '协议', coupon: '优惠券', order: '订单', refund: '退款申请', invoice: '发票', logistics: '物流', user: '用户', points: '积分', aiAnswer: 'AI回答', faq: '常见问题', faqCategory: '问题分类', questionnaire: '调查问卷', banner: '轮播图', notice: '公告', news: '新闻', teacher: '讲师', partner: '合作伙伴', story: '学员故事', aboutPage: '关于页面', export: '数据导出', trainingMove: '训练动作', trainingLibrary: '动作库', trainingProgram: '力训计划', trainingReport: '分享计划举报', classSession: '课次', attendance: '考勤', photo: '班级照片', venue: '场地', leave: '请假' },
  verbs: { gift: '赠送', transfer: '转班', retrain: '重修', create: '新建', update: '修改', publish: '上架', unpublish: '下架', stop: '停止报名', reopen: '恢复报名', close: '关闭报名', issue: '发放', adjust: '调整', roles: '修改角色', disable: '停用', enable: '启用', approve: '审核通过', payout: '确认打款', reject: '拒绝', resolvePaymentIssue: '处理支付异常', review: '审阅', delete: '删除', csv: '导出 CSV', hide: '隐藏', show: '显示', codes: '生成兑换码', dismiss: '驳回', cancel: '取消', classroom: '教务设置', correct: '更正', schedule: '修改课表' },
  contentVerbs: { publish: '发布', unpublish: '下线' },
  fields: {
    createdAt: '时间',
    actor: '操作人',
    actorId: '操作人编号',
    actorSearch: '操作人姓名或手机号',
    action: '操作',
    resource: '对象',
    resourceId: '对象编号',
    summary: '说明'
  }
}
