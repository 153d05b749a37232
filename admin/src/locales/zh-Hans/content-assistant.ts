// Texts of the content area's AI assistant review and search terms.
export default {
  answers: {
    menu: 'AI问答审阅',
    title: 'AI问答审阅',
    detailTitle: '问答详情',
    keywordPlaceholder: '问题或回答中的文字',
    fields: {
      id: '编号', createdAt: '时间', user: '提问用户', question: '问题', answer: '回答', mode: '回答方式', state: '状态',
      sources: '来源', reviewed: '审阅', reviewNote: '审阅备注', reviewedAt: '审阅时间', dates: '日期'
    },
    modes: { llm: 'AI模型', search: '站内搜索' },
    states: { streaming: '回答中', done: '完成', stopped: '已停止', failed: '失败', blocked: '已拦截' },
    reviewedOptions: { true: '已审阅', false: '未审阅' },
    kinds: { goods: '商品', news: '资讯', faq: '常见问题' },
    noSources: '无',
    blockedHint: '该回答未展示给学员（内容安全或提示词泄露拦截），以下为模型原文，仅供审阅。',
    review: '标记为已审阅',
    reviewTitle: '审阅回答',
    notePlaceholder: '备注（可选），例如：回答准确 / 需补充常见问题',
    reviewedTag: '已审阅',
    unreviewedTag: '未审阅'
  },
  terms: {
    menu: '热门搜索词',
    title: '热门搜索词',
    hint: '学员在搜索页搜过、且搜到了内容的词，按搜索次数排列；近30天内至少3位不同学员搜过、2至12个字（只含文字和数字）且未隐藏的词，会出现在搜索页的“热门搜索”里。',
    keywordPlaceholder: '搜索词',
    hiddenTag: '已隐藏',
    hide: '隐藏',
    show: '恢复显示',
    fields: { term: '搜索词', count: '搜索次数', lastSearchedAt: '最近搜索时间', hidden: '是否隐藏' }
  }
}
