import type { Messages } from '../types'
import type zhHans from '../zh-Hans/exams'

export default {
  menu: '線上考試',
  kinds: { single: '單選題', multiple: '多選題', judge: '判斷題', fill: '填空題', short: '簡答題' },
  pools: { practice: '練習題庫', formal: '正式題庫' },
  modes: { quiz: '練習', mock: '模擬考試', formal: '正式考試', challenge: '章節挑戰' },
  difficulties: { '1': '易', '2': '中', '3': '難' },
  questions: {
    menu: '題庫',
    title: '題庫',
    create: '新增題目',
    createTitle: '新增題目',
    editTitle: '編輯題目',
    search: '搜尋題幹',
    archivedFilter: '顯示已歸檔',
    archivedTag: '已歸檔',
    remove: '刪除',
    removeConfirm: '刪除這道題？已被試卷或答卷使用的題目會改為歸檔（不再被抽到），不會刪除',
    archived: '題目已被使用，已改為歸檔',
    addOption: '新增選項',
    optionPlaceholder: '選項內容',
    rightOption: '正確',
    judgeTrue: '正確',
    judgeFalse: '錯誤',
    fillAnswers: '可接受的答案（每行一個）',
    shortHint: '簡答題由考官評分，不設標準答案',
    inUseHint: '該題已被作答 {{count}} 次：只能修改題幹、解析、知識點、難度和分值',
    fields: {
      id: '編號', kind: '題型', pool: '題庫', stem: '題幹', options: '選項', answer: '正確答案', knowledgePoint: '知識點',
      difficulty: '難度', score: '分值', explanation: '解析', used: '使用情況', usedText: '試卷 {{papers}} / 作答 {{answers}}'
    }
  },
  import: {
    open: '從表格匯入',
    title: '從表格匯入題目',
    template: '下載模板（CSV）',
    templateFile: '題目匯入模板',
    layout: '列順序：{{columns}}。題型填單選、多選、判斷、填空或簡答；題庫填練習或正式（不填為練習）；選擇題的正確答案填選項字母（如 A 或 ACD），判斷題填“正確”或“錯誤”，填空題的多個可接受答案用 | 分隔，簡答題不填；難度填 1–3（不填為 1），分值填 1–100（不填為 2）。支援 .xlsx 和 .csv（UTF-8）。',
    choose: '選擇 .xlsx 或 .csv 檔案',
    dryRun: '試匯入（只檢查，不寫入）',
    run: '匯入',
    summary: '共 {{rows}} 行：可匯入 {{imported}} 道，重複跳過 {{duplicates}} 道，錯誤 {{errors}} 處',
    done: '已匯入 {{imported}} 道題，重複跳過 {{duplicates}} 道',
    failed: '表格有錯誤，未寫入任何題目，請修改後重新上傳',
    duplicatesTitle: '重複（已跳過）',
    errorsTitle: '錯誤',
    row: '行號',
    column: '列',
    reason: '原因'
  },
  papers: {
    menu: '試卷與組卷',
    title: '試卷與組卷',
    create: '新建試卷',
    createTitle: '新建試卷',
    editTitle: '編輯試卷',
    copy: '複製',
    copied: '已複製為未發布的副本',
    results: '成績',
    fixed: '固定題目',
    rules: '按規則抽題',
    lockedHint: '該試卷已有 {{count}} 份答卷：題目、抽題規則和類型不能再改，可複製後修改',
    pickQuestions: '選擇題目（只列出該類型可用題庫中的題目）',
    searchQuestions: '輸入題幹搜尋',
    addRule: '新增規則',
    anyKind: '任意題型',
    anyDifficulty: '任意難度',
    stock: '可用 {{count}} 道',
    draft: '未發布',
    fields: {
      title: '試卷名稱', description: '說明', mode: '類型', goods: '所屬商品', goodsId: '所屬商品編號', kind: '組卷方式',
      questions: '題目數', totalScore: '總分', durationMinutes: '時長（分鐘）', passScore: '及格分', published: '發布',
      attempts: '答卷數', knowledgePoint: '知識點', count: '數量', ruleKind: '題型', difficulty: '難度'
    }
  },
  attempts: {
    menu: '考試成績',
    title: '考試成績',
    paperId: '試卷編號',
    phone: '手機號',
    detail: '詳情',
    detailTitle: '答卷詳情 #{{id}}',
    passed: '通過',
    failed: '未通過',
    pending: '待評分',
    open: '作答中',
    auto: '自動交卷',
    yes: '是',
    no: '否',
    leaves: '離開應用記錄',
    noLeaves: '沒有離開應用',
    sources: { app_hide: '切出小程式', visibility: '切出網頁' },
    fields: {
      candidate: '考生', paper: '試卷', mode: '類型', score: '成績', result: '結果', startedAt: '開始時間', submittedAt: '交卷時間',
      autoSubmitted: '自動交卷', leaveCount: '離開次數', question: '題目', response: '作答', correctAnswer: '正確答案', earned: '得分'
    }
  }
} satisfies Messages<typeof zhHans>
