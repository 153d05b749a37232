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
  resources: { seat: '学员席位', goods: '商品', 'class': '班级', session: '考试场次', agreement: '协议', coupon: '优惠券', order: '订单', refund: '退款申请', invoice: '发票', logistics: '物流', user: '用户', points: '积分', aiAnswer: 'AI回答', faq: '常见问题', faqCategory: '问题分类', questionnaire: '调查问卷', banner: '轮播图', notice: '公告', news: '新闻', teacher: '讲师', partner: '合作伙伴', story: '学员故事', aboutPage: '关于页面', export: '数据导出', trainingMove: '训练动作', trainingLibrary: '动作库', trainingProgram: '力训计划', trainingReport: '分享计划举报', classSession: '课次', attendance: '考勤', photo: '班级照片', venue: '场地', leave: '请假', examRegistration: '考试报名', examSitting: '考试场次', examSetup: '考试规则', examScore: '实操成绩', certificate: '证书', settlementOrg: '结算机构', settlementMember: '机构成员', settlementClass: '机构班级', settlementShare: '机构分成', statement: '结算单', salesRules: '销售佣金规则', salesperson: '销售人员', salesCoupon: '销售优惠券额度', withdrawal: '佣金提现', examGoods: '考试商品', salesCouponAllowance: '销售优惠券额度', examQuestion: '考试题目', examPaper: '试卷', job: '定时任务' },
  verbs: { gift: '赠送', transfer: '转班', retrain: '重修', create: '新建', update: '修改', publish: '上架', unpublish: '下架', stop: '停止报名', reopen: '恢复报名', close: '关闭报名', issue: '发放', adjust: '调整', roles: '修改角色', disable: '停用', enable: '启用', approve: '审核通过', payout: '确认打款', reject: '拒绝', resolvePaymentIssue: '处理支付异常', review: '审阅', delete: '删除', csv: '导出 CSV', hide: '隐藏', show: '显示', codes: '生成兑换码', dismiss: '驳回', cancel: '取消', classroom: '教务设置', correct: '更正', closeRegistration: '截止报名', admitCards: '发放准考证', assignJudge: '指派考官', revoke: '撤销', add: '添加', remove: '移除', link: '归入', unlink: '移出', generate: '生成', confirm: '确认', pay: '登记付款', rate: '修改佣金比例', allow: '分配额度', schedule: '修改课表', import: '导入', archive: '归档', copy: '复制', retry: '重新启动', run: '立即运行', wechatTransfer: '发起微信转账', wechatTransferFail: '微信转账失败', manualPayout: '登记人工打款', offlineCreate: '登记线下订单' },
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
      create: '后台发起退款#{{id}}（订单{{orderNo}}，{{amount}}）', manualPayout: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）已人工打款，流水号{{reference}}',
      approve: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）财务审核通过', payout: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）确认打款',
      repayout: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）重新发起打款', reject: '退款申请#{{id}}（订单{{orderNo}}，{{amount}}）已拒绝'
    },
    named: '{{noun}}「{{name}}」',
    note: '；备注：{{note}}',
    person: '{{name}}（{{phone}}）',
    nameless: '用户',
    noRoles: '无',
    reason: '，原因：{{reason}}',
    reply: '；回复：{{reply}}',
    filters: '；筛选：{{filters}}',
    classSession: {
      create: '班级「{{className}}」新增课次「{{title}}」', update: '修改课次「{{title}}」',
      move: '修改课次「{{title}}」，时间调整，已通知{{told}}名学员', cancel: '取消课次「{{title}}」，已通知{{told}}名学员'
    },
    'class': {
      classroom: '设置班级#{{id}}的场地与讲师', cancel: '取消班级「{{name}}」并通知{{told}}名学员（退款另行处理）',
      create: '商品「{{title}}」新增班级「{{name}}」', update: '修改班级「{{name}}」', stop: '停止班级「{{name}}」报名', reopen: '恢复班级「{{name}}」报名'
    },
    venue: { create: '新增场地「{{name}}」', update: '修改场地「{{name}}」', delete: '删除场地「{{name}}」' },
    attendance: { correct: '更正「{{title}}」学员{{learner}}的出勤：{{fromMark}} → {{toMark}}' },
    photo: { create: '班级「{{className}}」新增精彩瞬间照片', delete: '删除班级#{{classId}}的精彩瞬间照片' },
    leave: {
      approve: '批准学员{{name}}的请假申请', reject: '驳回学员{{name}}的请假申请',
      approveTeacher: '批准讲师{{name}}的请假申请', rejectTeacher: '驳回讲师{{name}}的请假申请'
    },
    trainingMove: { create: '新增动作「{{name}}」', update: '修改动作「{{name}}」', hide: '隐藏动作「{{name}}」', show: '显示动作「{{name}}」' },
    trainingLibrary: { create: '新增动作库「{{name}}」', update: '修改动作库「{{name}}」', publish: '发布动作库「{{name}}」', unpublish: '下架动作库「{{name}}」' },
    trainingProgram: {
      create: '新增力训计划「{{title}}」', update: '修改力训计划「{{title}}」', publish: '力训计划「{{title}}」上架', unpublish: '力训计划「{{title}}」下架',
      schedule: '力训计划「{{title}}」修改课表：{{weeks}}周，{{trainingDays}}个训练日，{{moves}}个动作', codes: '力训计划「{{title}}」生成兑换码{{count}}个'
    },
    trainingReport: { hide: '处理分享计划举报#{{id}}：隐藏计划', dismiss: '驳回分享计划举报#{{id}}' },
    session: {
      create: '商品「{{title}}」新增考试场次（{{city}} {{venue}}）', update: '修改考试场次（{{city}} {{venue}}）',
      close: '关闭考试场次（{{city}} {{venue}}）报名', reopen: '重新开放考试场次（{{city}} {{venue}}）报名'
    },
    aboutPage: { update: '修改页面「{{title}}」' },
    faqCategory: { create: '新建问题分类「{{name}}」', update: '修改问题分类「{{name}}」', delete: '删除问题分类「{{name}}」' },
    'export': { csv: '导出「{{list}}」列表CSV，共{{rows}}行' },
    seat: {
      transfer: '学员#{{userId}}转班：「{{from}}」→「{{to}}」', retrain: '学员#{{userId}}重修：「{{from}}」→「{{to}}」',
      gift: '为学员{{person}}开通「{{className}}」名额'
    },
    mailed: '，已邮寄（{{mailed}}）',
    examSetup: { update: '更新考试商品#{{goodsId}}的考试规则与评分标准' },
    examSitting: {
      assignJudge: '为考试场次#{{sessionId}}指派考官{{person}}', closeRegistration: '考试场次#{{sessionId}}截止报名，{{count}}份待审核报名关闭',
      admitCards: '考试场次#{{sessionId}}发放准考证{{count}}张'
    },
    examRegistration: { approve: '考试报名#{{id}}审核通过', reject: '考试报名#{{id}}审核驳回' },
    examScore: { correct: '更正考试报名#{{id}}的实操成绩：{{from}} → {{to}}' },
    certificate: { revoke: '撤销证书{{number}}' },
    invoice: { update: '登记订单{{orderNo}}的发票：号码{{invoiceNo}}，开票日期{{invoiceDate}}' },
    order: { offlineCreate: '登记线下订单{{orderNo}}（{{title}}，实收{{amount}}）', resolvePaymentIssue: '处理订单{{orderNo}}的支付异常（{{issue}}）' },
    logistics: { update: '更新订单{{orderNo}}的物流：{{carrier}} {{mailNo}}（{{status}}）' },
    salesRules: { update: '修改销售佣金规则' },
    salesperson: { rate: '修改销售人员{{person}}的佣金比例' },
    salesCoupon: { allow: '允许销售人员{{person}}发放优惠券「{{title}}」{{quota}}张' },
    withdrawal: {
      approve: '通过{{salesperson}}的佣金提现申请（{{amount}}）', reject: '驳回{{salesperson}}的佣金提现申请（{{amount}}）',
      pay: '登记{{salesperson}}的佣金提现已付款（{{amount}}），付款流水号{{reference}}', wechatTransfer: '发起微信转账{{amount}}（转账单号{{billNo}}）',
      wechatTransferFail: '微信转账失败，提现退回待付款', wechatPaid: '微信转账到账{{amount}}，微信单号{{reference}}'
    },
    examPaper: { create: '新增试卷「{{title}}」', update: '修改试卷「{{title}}」', copy: '复制试卷「{{title}}」' },
    examQuestion: {
      create: '新增题目：{{stem}}', update: '修改题目：{{stem}}', archive: '归档题目（已有试卷或作答使用）：{{stem}}', delete: '删除题目：{{stem}}',
      import: '从「{{filename}}」导入题目{{count}}道'
    },
    job: { retry: '重新启动定时任务「{{job}}」（此前连续失败{{failures}}次）', run: '立即运行定时任务「{{job}}」（此前失败{{failures}}次）' },
    settlementOrg: { create: '新增结算机构「{{name}}」', update: '修改结算机构「{{name}}」' },
    settlementMember: { add: '结算机构「{{org}}」添加成员{{person}}', remove: '从结算机构移除成员#{{userId}}' },
    settlementClass: { link: '班级「{{className}}」归入结算机构「{{org}}」', unlink: '班级#{{classId}}移出结算机构' },
    settlementShare: { add: '结算机构「{{org}}」自{{validFrom}}起分成比例为{{share}}' },
    statement: {
      generate: '生成「{{org}}」{{month}}结算单草稿', confirm: '确认「{{org}}」{{month}}结算单',
      pay: '登记{{month}}结算单付款{{amount}}，付款凭证号{{reference}}'
    }
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
  },
  // Lists a CSV export may be recorded for (EXPORT_AREAS), named in the audit log's export summaries.
  exportLists: {
    orders: '订单', 'payment-issues': '支付异常', invoices: '发票', refunds: '退款申请', users: '用户', goods: '商品', agreements: '购买协议',
    coupons: '优惠券', points: '积分', audit: '操作日志', faq: '常见问题', 'ai-answers': 'AI回答', 'questionnaire-responses': '问卷答卷',
    'class-roster': '班级学员名单', 'sign-ins': '登录记录', 'training-codes': '力训兑换码', 'exam-registrations': '考试报名', certificates: '证书',
    'settlement-lines': '结算明细', 'settlement-statements': '结算单', 'sales-withdrawals': '佣金提现', salespeople: '销售人员', 'sales-allowances': '销售优惠券额度', 'exam-attempts': '考试成绩', 'exam-questions': '题库', 'exam-papers': '试卷'
  },
  jobs: {
    menu: '定时任务',
    title: '定时任务',
    intro: '系统按时自动执行的后台任务，多台服务器时每轮只由其中一台执行。某轮失败后会隔一段时间重试（间隔逐次加倍），几次都失败即为“失败”，下一轮仍按时执行；修复原因后可在此立即运行一轮。',
    refresh: '刷新',
    empty: '暂无定时任务：本服务器未运行定时任务，或服务尚未启动完成',
    retry: '立即运行',
    retryConfirm: '立即运行「{{job}}」？上一轮已失败{{failures}}次，将新开一轮执行',
    retried: '已加入队列，稍后执行',
    names: { 'class-notices': '发送上课提醒', 'order-sweep': '关闭超时未付订单', 'exam-sweep': '到时自动交卷', 'rate-limit-sweep': '清理限流计数' },
    states: { waiting: '未执行', ok: '正常', retrying: '重试中', failed: '失败' },
    fields: {
      name: '任务', schedule: '执行时间', state: '状态', failures: '失败次数', lastStartedAt: '上次开始', lastSucceededAt: '上次成功',
      lastFailedAt: '上次失败', retryAt: '下次重试', lastError: '最近错误', actions: '操作'
    },
    schedules: { everyMinute: '每分钟', everyMinutes: '每{{n}}分钟' }
  }
}
