import type { Messages } from '../types'
import type zhHans from '../zh-Hans/audit'

export default {
  menu: '操作日誌',
  title: '操作日誌',
  detailTitle: '日誌詳情',
  none: '（無）',
  before: '修改前',
  after: '修改後',
  diffField: '欄位',
  changed: '已修改',
  unchangedHidden: '另有 {{count}} 個欄位未改變',
  resources: { seat: '學員席位', goods: '商品', 'class': '班級', session: '考試場次', agreement: '協議', coupon: '優惠券', order: '訂單', refund: '退款申請', invoice: '發票', logistics: '物流', user: '用戶', points: '積分', aiAnswer: 'AI回答', faq: '常見問題', faqCategory: '問題分類', questionnaire: '調查問卷', banner: '輪播圖', notice: '公告', news: '新聞', teacher: '講師', partner: '合作夥伴', story: '學員故事', aboutPage: '關於頁面', export: '資料匯出', trainingMove: '訓練動作', trainingLibrary: '動作庫', trainingProgram: '力訓計劃', trainingReport: '分享計劃檢舉', classSession: '課次', attendance: '考勤', photo: '班級照片', venue: '場地', leave: '請假' },
  verbs: { gift: '贈送', transfer: '轉班', retrain: '重修', create: '新增', update: '修改', publish: '上架', unpublish: '下架', stop: '停止報名', reopen: '恢復報名', close: '關閉報名', issue: '發放', adjust: '調整', roles: '修改角色', disable: '停用', enable: '啟用', approve: '審核通過', payout: '確認撥款', reject: '拒絕', resolvePaymentIssue: '處理支付異常', review: '審閱', delete: '刪除', csv: '匯出 CSV', hide: '隱藏', show: '顯示', codes: '生成兌換碼', dismiss: '駁回', cancel: '取消', classroom: '教務設定', correct: '更正', schedule: '修改課表' },
  contentVerbs: { publish: '發佈', unpublish: '下線' },
  fields: {
    createdAt: '時間',
    actor: '操作人',
    actorId: '操作人編號',
    actorSearch: '操作人姓名或手機號碼',
    action: '操作',
    resource: '對象',
    resourceId: '對象編號',
    summary: '說明'
  }
} satisfies Messages<typeof zhHans>
