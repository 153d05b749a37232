import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content-questionnaire'

export default {
  menu: '調查問卷',
  title: '調查問卷',
  createTitle: '新建問卷',
  editTitle: '編輯問卷',
  detailTitle: '問卷詳情',
  keywordPlaceholder: '標題或說明中的文字',
  fields: {
    id: '編號', title: '問卷標題', description: '問卷說明', closesAt: '截止時間', sort: '排序', state: '狀態',
    publishAt: '定時發佈時間', questionCount: '題目數', responseCount: '答卷數', createdAt: '建立時間', updatedAt: '更新時間',
    questions: '題目'
  },
  kinds: { single: '單選題', multiple: '多選題', rating: '評分題', text: '問答題' },
  question: {
    number: '第{{n}}題',
    kind: '題型',
    title: '題目',
    required: '必答',
    options: '選項',
    option: '選項{{n}}',
    addOption: '新增選項',
    ratingMax: '最高分',
    ratingHint: '學員從1分打到最高分（星級）',
    add: '新增題目',
    moveUp: '上移',
    moveDown: '下移',
    removeOption: '刪除選項',
    remove: '刪除此題'
  },
  hints: {
    sort: '數字小的排在前面',
    draft: '新建的問卷先儲存為未發佈，在詳情頁預覽後發佈或定時發佈',
    closesAt: '到時間後不再接受提交；不填則長期有效',
    locked: '這份問卷已有 {{n}} 份答卷，題目、選項和題型不能再修改（否則已收集的答案會對不上）。現在只能修改標題、說明、截止時間和排序。',
    noDeadline: '長期有效',
    closed: '已截止'
  },
  preview: '學員看到的問卷',
  results: {
    title: '統計結果',
    responses: '共 {{n}} 份答卷',
    answered: '{{n}} 人作答',
    average: '平均分 {{score}}',
    noAnswers: '還沒有人回答',
    scoreCol: '分數',
    optionCol: '選項',
    countCol: '人數',
    percentCol: '佔比',
    scoreLabel: '{{score}}分',
    texts: '文字回答',
    textCol: '回答',
    timeCol: '提交時間',
    refresh: '重新整理'
  },
  export: {
    respondent: '答卷人',
    phone: '手機號碼',
    submittedAt: '提交時間',
    responseId: '答卷編號'
  }
} satisfies Messages<typeof zhHans>
