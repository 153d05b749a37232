// Namespace `questionnaire` in Traditional Chinese.
// Page pages/questionnaire/index: the open questionnaires, one questionnaire's form, the thank-you state.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const questionnaire: Translation<typeof zhHans> = {
  list: {
    empty: '暫時沒有進行中的問卷',
    emptyDesc: '有新的問卷時會出現在這裡',
    questions: '{n}道題',
    closesAt: '{date}截止',
    noDeadline: '長期有效',
    submitted: '已提交',
    take: '去填寫'
  },
  form: {
    required: '必答',
    single: '單選',
    multiple: '多選',
    rating: '評分',
    text: '問答',
    optional: '選填',
    textPlaceholder: '請輸入你的回答',
    score: '{score}分',
    closesAt: '截止時間：{date}',
    submit: '提交問卷',
    fixErrors: '還有{n}道題需要檢查',
    signInFirst: '登入後即可提交問卷',
    share: '邀請你填寫：{title}'
  },
  problems: {
    required: '這是必答題，請作答',
    wrongKind: '回答方式不對，請重新作答',
    chooseOne: '請只選擇一項',
    optionRange: '選項已更新，請重新選擇',
    duplicateOption: '選項不能重複',
    ratingRange: '請選擇1到{max}分',
    textTooLong: '回答不能超過{max}個字'
  },
  done: {
    thanks: '提交成功，感謝你的參與！',
    thanksDesc: '你的回饋會幫助我們把課程和服務做得更好。',
    already: '你已提交過這份問卷',
    alreadyDesc: '每份問卷每人只能提交一次，提交時間：{time}',
    onceDesc: '每份問卷每人只能提交一次，感謝參與。',
    closed: '問卷已截止',
    closedDesc: '這份問卷已停止收集答案，感謝關注。',
    more: '看看其他問卷'
  }
}

export default questionnaire
