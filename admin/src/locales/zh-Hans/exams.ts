// The online-exams area of the console (在线考试): the question bank and its spreadsheet import, papers (fixed or
// drawn by rules) and the results of every attempt.
export default {
  menu: '在线考试',
  kinds: { single: '单选题', multiple: '多选题', judge: '判断题', fill: '填空题', short: '简答题' },
  pools: { practice: '练习题库', formal: '正式题库' },
  modes: { quiz: '练习', mock: '模拟考试', formal: '正式考试', challenge: '章节挑战' },
  difficulties: { '1': '易', '2': '中', '3': '难' },
  questions: {
    menu: '题库',
    title: '题库',
    create: '新增题目',
    createTitle: '新增题目',
    editTitle: '编辑题目',
    search: '搜索题干',
    archivedFilter: '显示已归档',
    archivedTag: '已归档',
    remove: '删除',
    removeConfirm: '删除这道题？已被试卷或答卷使用的题目会改为归档（不再被抽到），不会删除',
    archived: '题目已被使用，已改为归档',
    addOption: '添加选项',
    optionPlaceholder: '选项内容',
    rightOption: '正确',
    judgeTrue: '正确',
    judgeFalse: '错误',
    fillAnswers: '可接受的答案（每行一个）',
    shortHint: '简答题由考官评分，不设标准答案',
    inUseHint: '该题已被作答 {{count}} 次：只能修改题干、解析、知识点、难度和分值',
    fields: {
      id: '编号', kind: '题型', pool: '题库', stem: '题干', options: '选项', answer: '正确答案', knowledgePoint: '知识点',
      difficulty: '难度', score: '分值', explanation: '解析', used: '使用情况', usedText: '试卷 {{papers}} / 作答 {{answers}}'
    }
  },
  import: {
    open: '从表格导入',
    title: '从表格导入题目',
    template: '下载模板（CSV）',
    templateFile: '题目导入模板',
    layout: '列顺序：{{columns}}。题型填单选、多选、判断、填空或简答；题库填练习或正式（不填为练习）；选择题的正确答案填选项字母（如 A 或 ACD），判断题填“正确”或“错误”，填空题的多个可接受答案用 | 分隔，简答题不填；难度填 1–3（不填为 1），分值填 1–100（不填为 2）。支持 .xlsx 和 .csv（UTF-8）。',
    choose: '选择 .xlsx 或 .csv 文件',
    dryRun: '试导入（只检查，不写入）',
    run: '导入',
    summary: '共 {{rows}} 行：可导入 {{imported}} 道，重复跳过 {{duplicates}} 道，错误 {{errors}} 处',
    done: '已导入 {{imported}} 道题，重复跳过 {{duplicates}} 道',
    failed: '表格有错误，未写入任何题目，请修改后重新上传',
    duplicatesTitle: '重复（已跳过）',
    errorsTitle: '错误',
    row: '行号',
    column: '列',
    reason: '原因'
  },
  papers: {
    menu: '试卷与组卷',
    title: '试卷与组卷',
    create: '新建试卷',
    createTitle: '新建试卷',
    editTitle: '编辑试卷',
    copy: '复制',
    copied: '已复制为未发布的副本',
    results: '成绩',
    fixed: '固定题目',
    rules: '按规则抽题',
    lockedHint: '该试卷已有 {{count}} 份答卷：题目、抽题规则和类型不能再改，可复制后修改',
    pickQuestions: '选择题目（只列出该类型可用题库中的题目）',
    searchQuestions: '输入题干搜索',
    addRule: '添加规则',
    anyKind: '任意题型',
    anyDifficulty: '任意难度',
    stock: '可用 {{count}} 道',
    draft: '未发布',
    fields: {
      title: '试卷名称', description: '说明', mode: '类型', goods: '所属商品', goodsId: '所属商品编号', kind: '组卷方式',
      questions: '题目数', totalScore: '总分', durationMinutes: '时长（分钟）', passScore: '及格分', published: '发布',
      attempts: '答卷数', knowledgePoint: '知识点', count: '数量', ruleKind: '题型', difficulty: '难度'
    }
  },
  attempts: {
    menu: '考试成绩',
    title: '考试成绩',
    paperId: '试卷编号',
    phone: '手机号',
    detail: '详情',
    detailTitle: '答卷详情 #{{id}}',
    passed: '通过',
    failed: '未通过',
    pending: '待评分',
    open: '作答中',
    auto: '自动交卷',
    yes: '是',
    no: '否',
    leaves: '离开应用记录',
    noLeaves: '没有离开应用',
    sources: { app_hide: '切出小程序', visibility: '切出网页' },
    fields: {
      candidate: '考生', paper: '试卷', mode: '类型', score: '成绩', result: '结果', startedAt: '开始时间', submittedAt: '交卷时间',
      autoSubmitted: '自动交卷', leaveCount: '离开次数', question: '题目', response: '作答', correctAnswer: '正确答案', earned: '得分'
    }
  }
}
