// Texts of the console's questionnaires (content area).
export default {
  menu: '调查问卷',
  title: '调查问卷',
  createTitle: '新建问卷',
  editTitle: '编辑问卷',
  detailTitle: '问卷详情',
  keywordPlaceholder: '标题或说明中的文字',
  fields: {
    id: '编号', title: '问卷标题', description: '问卷说明', closesAt: '截止时间', sort: '排序', state: '状态',
    publishAt: '定时发布时间', questionCount: '题目数', responseCount: '答卷数', createdAt: '创建时间', updatedAt: '更新时间',
    questions: '题目'
  },
  kinds: { single: '单选题', multiple: '多选题', rating: '评分题', text: '问答题' },
  question: {
    number: '第{{n}}题',
    kind: '题型',
    title: '题目',
    required: '必答',
    options: '选项',
    option: '选项{{n}}',
    addOption: '添加选项',
    ratingMax: '最高分',
    ratingHint: '学员从1分打到最高分（星级）',
    add: '添加题目',
    moveUp: '上移',
    moveDown: '下移',
    removeOption: '删除选项',
    remove: '删除此题'
  },
  hints: {
    sort: '数字小的排在前面',
    draft: '新建的问卷先保存为未发布，在详情页预览后发布或定时发布',
    closesAt: '到时间后不再接受提交；不填则长期有效',
    locked: '这份问卷已有 {{n}} 份答卷，题目、选项和题型不能再修改（否则已收集的答案会对不上）。现在只能修改标题、说明、截止时间和排序。',
    noDeadline: '长期有效',
    closed: '已截止'
  },
  preview: '学员看到的问卷',
  results: {
    title: '统计结果',
    responses: '共 {{n}} 份答卷',
    answered: '{{n}} 人作答',
    average: '平均分 {{score}}',
    noAnswers: '还没有人回答',
    scoreCol: '分数',
    optionCol: '选项',
    countCol: '人数',
    percentCol: '占比',
    scoreLabel: '{{score}}分',
    texts: '文字回答',
    textCol: '回答',
    timeCol: '提交时间',
    refresh: '刷新'
  },
  export: {
    respondent: '答卷人',
    phone: '手机号',
    submittedAt: '提交时间',
    responseId: '答卷编号'
  }
}
