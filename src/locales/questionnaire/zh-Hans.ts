// Namespace `questionnaire` in Simplified Chinese, the source shape.
// Page pages/questionnaire/index: the open questionnaires, one questionnaire's form, the thank-you state.
const questionnaire = {
  list: {
    empty: '暂时没有进行中的问卷',
    emptyDesc: '有新的问卷时会出现在这里',
    questions: '{n}道题',
    closesAt: '{date}截止',
    noDeadline: '长期有效',
    submitted: '已提交',
    take: '去填写'
  },
  form: {
    required: '必答',
    single: '单选',
    multiple: '多选',
    rating: '评分',
    text: '问答',
    optional: '选填',
    textPlaceholder: '请输入你的回答',
    score: '{score}分',
    closesAt: '截止时间：{date}',
    submit: '提交问卷',
    fixErrors: '还有{n}道题需要检查',
    signInFirst: '登录后即可提交问卷',
    share: '邀请你填写：{title}'
  },
  problems: {
    required: '这是必答题，请作答',
    wrongKind: '回答方式不对，请重新作答',
    chooseOne: '请只选择一项',
    optionRange: '选项已更新，请重新选择',
    duplicateOption: '选项不能重复',
    ratingRange: '请选择1到{max}分',
    textTooLong: '回答不能超过{max}个字'
  },
  done: {
    thanks: '提交成功，感谢你的参与！',
    thanksDesc: '你的反馈会帮助我们把课程和服务做得更好。',
    already: '你已提交过这份问卷',
    alreadyDesc: '每份问卷每人只能提交一次，提交时间：{time}',
    onceDesc: '每份问卷每人只能提交一次，感谢参与。',
    closed: '问卷已截止',
    closedDesc: '这份问卷已停止收集答案，感谢关注。',
    more: '看看其他问卷'
  }
} as const

export default questionnaire
