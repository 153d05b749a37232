// Namespace `certification` in Simplified Chinese, the source shape.
// Exam registrations (考试列表, 考试详情, the admit card), certificates (证书), the public certificate check and the
// judges' pages (subpackage pages/private/judges).
const certification = {
  status: {
    cancelled: '已取消', pending_review: '待审核', registration_closed: '报名已截止', approved: '审核通过，待考试',
    admit_card_sent: '准考证已发放', exam_ended: '考试结束，待出成绩', failed: '未通过', passed: '已通过'
  },
  list: { empty: '还没有报名的考试', emptyHint: '购买考试商品并选择考试场次后，报名会出现在这里' },
  sitting: {
    time: '考试时间', city: '考试城市', venue: '考点', address: '考点地址', duration: '考试时长', minutes: '{n}分钟'
  },
  result: {
    title: '考试成绩', score: '成绩', total: '总分', passMark: '及格线', passRate: '本场通过率', practical: '实操成绩',
    theory: '理论成绩', pending: '成绩未出', points: '{n}分', percent: '{n}%'
  },
  detail: {
    statusTitle: '报名状态', admitCard: '查看准考证', certificate: '查看证书', sittingTitle: '考试信息',
    hint: {
      cancelled: '该报名已取消', pending_review: '报名资料审核中，请耐心等待', registration_closed: '该场次已截止报名，请联系客服改报其他场次',
      approved: '审核已通过，准考证发放后可查看', admit_card_sent: '请携带身份证件按时到达考点', exam_ended: '考试已结束，成绩评定中',
      failed: '很遗憾未通过本次考试，可报名下一场次', passed: '恭喜通过考试，证书已发放'
    }
  },
  admit: {
    title: '准考证', no: '准考证号', name: '姓名', seat: '座位号', photo: '考生照片', none: '准考证尚未发放',
    noneHint: '审核通过后，考前会发放准考证'
  },
  cert: {
    empty: '还没有证书', emptyHint: '通过考试后，证书会出现在这里', number: '证书编号', holder: '持证人', course: '课程',
    hours: '学时', hoursValue: '{n}学时', score: '成绩', issued: '发证日期', expires: '有效期至', qrHint: '扫码查验证书真伪',
    photo: '持证人照片', state: { valid: '有效', expired: '已过期', revoked: '已撤销' }, check: '证书查询'
  },
  check: {
    placeholder: '请输入证书编号', submit: '查询', hint: '证书编号以LD开头，共19位', invalid: '证书编号格式不正确',
    revokedNote: '该证书已于{date}撤销，不再有效', expiredNote: '该证书已过有效期，不再有效', reason: '撤销原因：{reason}'
  },
  judge: {
    empty: '还没有监考安排', emptyHint: '教务为你指派考试场次后，会出现在这里', progress: '已评分 {scored}/{total}',
    candidates: '考生 {n} 人', noCandidates: '该场次还没有考生', submitted: '已评分', waiting: '待评分', seat: '座位号 {seat}',
    rubric: '评分标准', maxScore: '满分{n}分', total: '合计', submit: '提交成绩', confirm: '提交后成绩将锁定，不能再修改，确定提交吗？',
    locked: '成绩已提交并锁定，如需更正请联系后台', submittedAt: '提交时间', done: '成绩已提交', fill: '请为每个评分项打分',
    scoreLabel: '{title}得分，满分{max}分'
  }
} as const

export default certification
