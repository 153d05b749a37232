// Namespace `trainTab` in Traditional Chinese (Taiwan).
import type { Translation } from '../../translation'
import type source from './zh-Hans'

const trainTab: Translation<typeof source> = {
  today: '今日訓練',
  start: '開始訓練',
  resume: '繼續訓練',
  restDay: '今天是休息日',
  noPlan: '還沒有訓練計劃',
  noPlanDesc: '用10分定製生成一週計劃，或選一個力訓計劃',
  unsynced: '{n}組待同步',
  week: '本週 {sessions}次訓練 · {volume}公斤',
  signIn: '登入後開始訓練',
  signInDesc: '記錄每一組，檢視進步曲線',
  login: '去登入',
  entries: {
    library: '動作庫', programs: '力訓計劃', planner: '10分定製', plans: '我的計劃',
    logs: '訓練日誌', achieve: '成就', clients: '我的學員', coach: '我的教練', time: '預約時間', liked: '喜歡的計劃'
  }
}

export default trainTab
