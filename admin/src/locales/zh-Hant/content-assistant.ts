// Texts of the content area's AI assistant review and search terms.
import type zhHans from '../zh-Hans/content-assistant'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  answers: {
    menu: 'AI問答審閱',
    title: 'AI問答審閱',
    detailTitle: '問答詳情',
    keywordPlaceholder: '問題或回答中的文字',
    fields: {
      id: '編號', createdAt: '時間', user: '提問用戶', question: '問題', answer: '回答', mode: '回答方式', state: '狀態',
      sources: '來源', reviewed: '審閱', reviewNote: '審閱備註', reviewedAt: '審閱時間', dates: '日期'
    },
    modes: { llm: 'AI模型', search: '站內搜尋' },
    states: { streaming: '回答中', done: '完成', stopped: '已停止', failed: '失敗', blocked: '已攔截' },
    reviewedOptions: { true: '已審閱', false: '未審閱' },
    kinds: { goods: '商品', news: '資訊', faq: '常見問題' },
    noSources: '無',
    blockedHint: '該回答未展示給學員（內容安全或提示詞洩露攔截），以下為模型原文，僅供審閱。',
    review: '標記為已審閱',
    reviewTitle: '審閱回答',
    notePlaceholder: '備註（選填），例如：回答準確 / 需補充常見問題',
    reviewedTag: '已審閱',
    unreviewedTag: '未審閱'
  },
  terms: {
    menu: '熱門搜尋詞',
    title: '熱門搜尋詞',
    hint: '學員在搜尋頁搜過、且搜到了內容的詞，按搜尋次數排列；近30天內至少3位不同學員搜過、2至12個字（只含文字和數字）且未隱藏的詞，會出現在搜尋頁的「熱門搜尋」裡。',
    keywordPlaceholder: '搜尋詞',
    hiddenTag: '已隱藏',
    hide: '隱藏',
    show: '恢復顯示',
    fields: { term: '搜尋詞', count: '搜尋次數', lastSearchedAt: '最近搜尋時間', hidden: '是否隱藏' }
  }
}

export default texts
