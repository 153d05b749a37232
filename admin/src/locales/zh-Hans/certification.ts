// The certification area of the console (考试与证书): registrations of each sitting (review, close registration,
// admit cards, judges, score corrections), exam rules and rubrics, certificates (revoke).
export default {
  menu: '考试与证书',
  statuses: {
    cancelled: '已取消', pending_review: '待审核', registration_closed: '报名已截止', approved: '审核通过', admit_card_sent: '准考证已发放',
    exam_ended: '考试结束', failed: '未通过', passed: '已通过'
  },
  registrations: {
    menu: '考试报名',
    title: '考试报名',
    sessionId: '考试场次编号',
    phone: '手机号',
    approve: '通过',
    reject: '驳回',
    rejectConfirm: '驳回这条报名？学员的报名将被取消',
    correct: '更正成绩',
    fields: {
      candidate: '考生', exam: '考试', sitting: '场次', status: '状态', seat: '座位号', score: '成绩', certificate: '证书编号', createdAt: '报名时间'
    },
    sitting: {
      title: '场次操作（场次 #{{id}}）',
      close: '截止报名',
      closeConfirm: '截止该场次报名？所有待审核的报名将关闭',
      admitCards: '发放准考证',
      admitConfirm: '为该场次所有审核通过的考生分配座位号并发放准考证？',
      judges: '考官',
      noJudges: '还没有指派考官',
      judgePhone: '考官手机号',
      assign: '指派考官',
      changed: '已处理 {{count}} 条报名',
      hint: '按考试场次编号筛选后，可在这里截止报名、发放准考证和指派考官'
    },
    correction: {
      title: '更正实操成绩',
      reason: '更正原因',
      reasonRequired: '请填写更正原因',
      item: '评分项 #{{id}}',
      hint: '更正会记入操作日志；成绩变化后考试结果与证书随之更新'
    }
  },
  setup: {
    menu: '考试规则',
    title: '考试规则与评分标准',
    goodsId: '考试商品编号',
    open: '打开',
    hint: '输入考试商品编号，设置及格线、考试时长、证书信息和实操评分标准',
    fields: {
      passPercent: '及格线（%）', durationMinutes: '考试时长（分钟）', courseTitle: '证书课程名称', hours: '学时', validMonths: '证书有效期（月）',
      hasTheory: '含线上理论考试', items: '评分项', itemTitle: '评分项名称', maxScore: '满分'
    },
    addItem: '添加评分项',
    save: '保存'
  },
  certificates: {
    menu: '证书',
    title: '证书',
    number: '证书编号',
    revoke: '撤销',
    revokeTitle: '撤销证书',
    reason: '撤销原因（公开查询时显示）',
    reasonRequired: '请填写撤销原因',
    states: { valid: '有效', expired: '已过期', revoked: '已撤销' },
    fields: { number: '证书编号', holder: '持证人', course: '课程', score: '成绩', issuedOn: '发证日期', expiresOn: '有效期至', status: '状态', reason: '撤销原因' }
  }
}
