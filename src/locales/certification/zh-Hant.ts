// Namespace `certification` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const certification: Translation<typeof source> = {
  status: {
    cancelled: '已取消', pending_review: '待審核', registration_closed: '報名已截止', approved: '審核通過，待考試',
    admit_card_sent: '准考證已發放', exam_ended: '考試結束，待出成績', failed: '未通過', passed: '已通過'
  },
  list: { empty: '還沒有報名的考試', emptyHint: '購買考試商品並選擇考試場次後，報名會出現在這裡' },
  sitting: {
    time: '考試時間', city: '考試城市', venue: '考點', address: '考點地址', duration: '考試時長', minutes: '{n}分鐘'
  },
  result: {
    title: '考試成績', score: '成績', total: '總分', passMark: '及格線', passRate: '本場通過率', practical: '實操成績',
    theory: '理論成績', pending: '成績未出', points: '{n}分', percent: '{n}%'
  },
  detail: {
    statusTitle: '報名狀態', admitCard: '查看准考證', certificate: '查看證書', sittingTitle: '考試資訊',
    hint: {
      cancelled: '該報名已取消', pending_review: '報名資料審核中，請耐心等待', registration_closed: '該場次已截止報名，請聯絡客服改報其他場次',
      approved: '審核已通過，准考證發放後可查看', admit_card_sent: '請攜帶身分證件準時到達考點', exam_ended: '考試已結束，成績評定中',
      failed: '很遺憾未通過本次考試，可報名下一場次', passed: '恭喜通過考試，證書已發放'
    }
  },
  admit: {
    title: '准考證', no: '准考證號', name: '姓名', seat: '座位號', photo: '考生照片', none: '准考證尚未發放',
    noneHint: '審核通過後，考前會發放准考證'
  },
  cert: {
    empty: '還沒有證書', emptyHint: '通過考試後，證書會出現在這裡', number: '證書編號', holder: '持證人', course: '課程',
    hours: '學時', hoursValue: '{n}學時', score: '成績', issued: '發證日期', expires: '有效期至', qrHint: '掃碼查驗證書真偽',
    photo: '持證人照片', state: { valid: '有效', expired: '已過期', revoked: '已撤銷' }, check: '證書查詢'
  },
  check: {
    placeholder: '請輸入證書編號', submit: '查詢', hint: '證書編號以LD開頭，共19位', invalid: '證書編號格式不正確',
    revokedNote: '該證書已於{date}撤銷，不再有效', expiredNote: '該證書已過有效期，不再有效', reason: '撤銷原因：{reason}'
  },
  judge: {
    empty: '還沒有監考安排', emptyHint: '教務為你指派考試場次後，會出現在這裡', progress: '已評分 {scored}/{total}',
    candidates: '考生 {n} 人', noCandidates: '該場次還沒有考生', submitted: '已評分', waiting: '待評分', seat: '座位號 {seat}',
    rubric: '評分標準', maxScore: '滿分{n}分', total: '合計', submit: '提交成績', confirm: '提交後成績將鎖定，不能再修改，確定提交嗎？',
    locked: '成績已提交並鎖定，如需更正請聯絡後台', submittedAt: '提交時間', done: '成績已提交', fill: '請為每個評分項打分',
    scoreLabel: '{title}得分，滿分{max}分'
  }
}

export default certification
