// Namespace `assistant` in Traditional Chinese.
// The AI assistant's chat (subpackage pages/aiassistant).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const assistant: Translation<typeof zhHans> = {
  intro: {
    title: '你好，我是綠動學習助手',
    text: '可以問我課程、考試、證書、班級、訂單和發票等問題，我會根據平台的資料回答，並附上來源。',
    examplesTitle: '你可以這樣問'
  },
  // Questions about our content, which is written in Simplified Chinese: the search answer matches them as written.
  examples: { invoice: '怎么开发票？可以开专票吗？', retake: '考试没通过可以补考吗？', refund: '报名后不想学了，可以退款吗？' },
  input: { placeholder: '輸入你的問題', send: '發送', stop: '停止' },
  waiting: '正在思考，大約需要10秒…',
  mode: { llm: 'AI回答', search: '搜尋回答' },
  state: {
    stopped: '已停止回答',
    failed: '回答失敗，請重試',
    network: '網路連線中斷，請重試'
  },
  action: { copy: '複製', retry: '重試', older: '查看更早的對話', loadingOlder: '載入中...' },
  sources: '參考來源',
  kinds: { goods: '課程', news: '資訊', faq: '常見問題' },
  login: { title: '登入後使用AI助手', text: '對話紀錄保存在你的帳號裡，換手機也能看到', action: '去登入' },
  limits: '每分鐘最多{perMinute}個問題，每天最多{perDay}個',
  historyError: '對話紀錄載入失敗',
  blocked: '抱歉，這個問題暫時無法回答，可以換個問題試試。'
}

export default assistant
