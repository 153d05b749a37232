import type { Messages } from '../types'
import type zhHans from '../zh-Hans/certification'

export default {
  menu: '考試與證書',
  statuses: {
    cancelled: '已取消', pending_review: '待審核', registration_closed: '報名已截止', approved: '審核通過', admit_card_sent: '准考證已發放',
    exam_ended: '考試結束', failed: '未通過', passed: '已通過'
  },
  registrations: {
    menu: '考試報名',
    title: '考試報名',
    sessionId: '考試場次編號',
    phone: '手機號碼',
    approve: '通過',
    reject: '駁回',
    rejectConfirm: '駁回這條報名？學員的報名將被取消',
    correct: '更正成績',
    fields: {
      candidate: '考生', exam: '考試', sitting: '場次', status: '狀態', seat: '座位號', score: '成績', certificate: '證書編號', createdAt: '報名時間'
    },
    sitting: {
      title: '場次操作（場次 #{{id}}）',
      close: '截止報名',
      closeConfirm: '截止該場次報名？所有待審核的報名將關閉',
      admitCards: '發放准考證',
      admitConfirm: '為該場次所有審核通過的考生分配座位號並發放准考證？',
      judges: '考官',
      noJudges: '還沒有指派考官',
      judgePhone: '考官手機號碼',
      assign: '指派考官',
      changed: '已處理 {{count}} 條報名',
      hint: '按考試場次編號篩選後，可在這裡截止報名、發放准考證和指派考官'
    },
    correction: {
      title: '更正實操成績',
      reason: '更正原因',
      reasonRequired: '請填寫更正原因',
      item: '評分項 #{{id}}',
      hint: '更正會記入操作日誌；成績變化後考試結果與證書隨之更新'
    }
  },
  setup: {
    menu: '考試規則',
    title: '考試規則與評分標準',
    goodsId: '考試商品編號',
    open: '開啟',
    hint: '輸入考試商品編號，設定及格線、考試時長、證書資訊和實操評分標準',
    fields: {
      passPercent: '及格線（%）', durationMinutes: '考試時長（分鐘）', courseTitle: '證書課程名稱', hours: '學時', validMonths: '證書有效期（月）',
      hasTheory: '含線上理論考試', items: '評分項', itemTitle: '評分項名稱', maxScore: '滿分'
    },
    addItem: '新增評分項',
    save: '儲存'
  },
  certificates: {
    menu: '證書',
    title: '證書',
    number: '證書編號',
    revoke: '撤銷',
    revokeTitle: '撤銷證書',
    reason: '撤銷原因（公開查詢時顯示）',
    reasonRequired: '請填寫撤銷原因',
    states: { valid: '有效', expired: '已過期', revoked: '已撤銷' },
    fields: { number: '證書編號', holder: '持證人', course: '課程', score: '成績', issuedOn: '發證日期', expiresOn: '有效期至', status: '狀態', reason: '撤銷原因' }
  }
} satisfies Messages<typeof zhHans>
