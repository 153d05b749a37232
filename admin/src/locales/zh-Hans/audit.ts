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
  resources: { seat: '学员席位', goods: '商品', 'class': '班级', session: '考试场次', agreement: '协议', coupon: '优惠券', order: '订单', refund: '退款申请', invoice: '发票', logistics: '物流', user: '用户', points: '积分', aiAnswer: 'AI回答', faq: '常见问题', faqCategory: '问题分类', questionnaire: '调查问卷', banner: '轮播图', notice: '公告', news: '新闻', teacher: '讲师', partner: '合作伙伴', story: '学员故事', aboutPage: '关于页面', export: '数据导出', trainingMove: '训练动作', trainingLibrary: '动作库', trainingProgram: '力训计划', trainingReport: '分享计划举报', classSession: '课次', attendance: '考勤', photo: '班级照片', venue: '场地', leave: '请假', examRegistration: '考试报名', examSitting: '考试场次', examSetup: '考试规则', examScore: '实操成绩', certificate: '证书', settlementOrg: '结算机构', settlementMember: '机构成员', settlementClass: '机构班级', settlementShare: '机构分成', statement: '结算单', salesRules: '销售佣金规则', salesperson: '销售人员', salesCoupon: '销售优惠券额度', withdrawal: '佣金提现' },
  verbs: { gift: '赠送', transfer: '转班', retrain: '重修', create: '新建', update: '修改', publish: '上架', unpublish: '下架', stop: '停止报名', reopen: '恢复报名', close: '关闭报名', issue: '发放', adjust: '调整', roles: '修改角色', disable: '停用', enable: '启用', approve: '审核通过', payout: '确认打款', reject: '拒绝', resolvePaymentIssue: '处理支付异常', review: '审阅', delete: '删除', csv: '导出 CSV', hide: '隐藏', show: '显示', codes: '生成兑换码', dismiss: '驳回', cancel: '取消', classroom: '教务设置', correct: '更正', closeRegistration: '截止报名', admitCards: '发放准考证', assignJudge: '指派考官', revoke: '撤销', add: '添加', remove: '移除', link: '归入', unlink: '移出', generate: '生成', confirm: '确认', pay: '登记付款', rate: '修改佣金比例', allow: '分配额度', schedule: '修改课表' },
  contentVerbs: { publish: '发布', unpublish: '下线' },
  // Summaries written as a code and its values (AUDIT_SUMMARY_CODES), worded here; older entries show their stored sentence.
  summaries: {
    goods: { create: '新建商品「{{title}}」', update: '修改商品「{{title}}」', publish: '商品「{{title}}」上架', schedule: '商品「{{title}}」定时上架：{{at}}', unpublish: '商品「{{title}}」下架' },
    agreement: { create: '新建购买协议「{{title}}」', update: '修改协议「{{title}}」为第{{version}}版' },
    coupon: {
      create: '新建优惠券「{{title}}」，共{{count}}张', update: '修改优惠券「{{title}}」',
      issue: '发放优惠券「{{title}}」：发放{{issued}}张，已持有{{alreadyHad}}人，未注册{{unknown}}个，库存不足{{soldOut}}人'
    },
    points: { adjust: '为用户{{person}}调整积分 {{change}}' },
    user: { roles: '用户{{person}}的角色由「{{before}}」改为「{{after}}」', disable: '停用用户{{person}}', enable: '启用用户{{person}}' },
    content: { create: '新建{{what}}', update: '修改{{what}}', publish: '{{what}}发布', schedule: '{{what}}定时发布：{{at}}', unpublish: '{{what}}下线' },
    searchTerm: { hide: '隐藏热门搜索词「{{term}}」', show: '恢复显示热门搜索词「{{term}}」' },
    aiAnswer: { review: '审阅AI回答 #{{id}}' },
    refund: {
      approve: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）财务审核通过', payout: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）确认打款',
      repayout: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）重新发起打款', reject: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）已拒绝'
    },
    named: '{{noun}}「{{name}}」',
    note: '；备注：{{note}}',
    person: '{{name}}（{{phone}}）',
    nameless: '用户',
    noRoles: '无',
    reason: '，原因：{{reason}}'
  },
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
