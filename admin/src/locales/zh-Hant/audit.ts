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
  resources: { seat: '學員席位', goods: '商品', 'class': '班級', session: '考試場次', agreement: '協議', coupon: '優惠券', order: '訂單', refund: '退款申請', invoice: '發票', logistics: '物流', user: '用戶', points: '積分', aiAnswer: 'AI回答', faq: '常見問題', faqCategory: '問題分類', questionnaire: '調查問卷', banner: '輪播圖', notice: '公告', news: '新聞', teacher: '講師', partner: '合作夥伴', story: '學員故事', aboutPage: '關於頁面', export: '資料匯出', trainingMove: '訓練動作', trainingLibrary: '動作庫', trainingProgram: '力訓計劃', trainingReport: '分享計劃檢舉', classSession: '課次', attendance: '考勤', photo: '班級照片', venue: '場地', leave: '請假', examRegistration: '考試報名', examSitting: '考試場次', examSetup: '考試規則', examScore: '實操成績', certificate: '證書', settlementOrg: '結算機構', settlementMember: '機構成員', settlementClass: '機構班級', settlementShare: '機構分成', statement: '結算單', salesRules: '銷售佣金規則', salesperson: '銷售人員', salesCoupon: '銷售優惠券額度', withdrawal: '佣金提現' },
  verbs: { gift: '贈送', transfer: '轉班', retrain: '重修', create: '新增', update: '修改', publish: '上架', unpublish: '下架', stop: '停止報名', reopen: '恢復報名', close: '關閉報名', issue: '發放', adjust: '調整', roles: '修改角色', disable: '停用', enable: '啟用', approve: '審核通過', payout: '確認撥款', reject: '拒絕', resolvePaymentIssue: '處理支付異常', review: '審閱', delete: '刪除', csv: '匯出 CSV', hide: '隱藏', show: '顯示', codes: '生成兌換碼', dismiss: '駁回', cancel: '取消', classroom: '教務設定', correct: '更正', closeRegistration: '截止報名', admitCards: '發放准考證', assignJudge: '指派考官', revoke: '撤銷', add: '新增', remove: '移除', link: '歸入', unlink: '移出', generate: '產生', confirm: '確認', pay: '登記付款', rate: '修改佣金比例', allow: '分配額度', schedule: '修改課表' },
  contentVerbs: { publish: '發佈', unpublish: '下線' },
  // Summaries written as a code and its values (AUDIT_SUMMARY_CODES), worded here; older entries show their stored sentence.
  summaries: {
    goods: { create: '新建商品「{{title}}」', update: '修改商品「{{title}}」', publish: '商品「{{title}}」上架', schedule: '商品「{{title}}」定時上架：{{at}}', unpublish: '商品「{{title}}」下架' },
    agreement: { create: '新建購買協議「{{title}}」', update: '修改協議「{{title}}」為第{{version}}版' },
    coupon: {
      create: '新建優惠券「{{title}}」，共{{count}}張', update: '修改優惠券「{{title}}」',
      issue: '發放優惠券「{{title}}」：發放{{issued}}張，已持有{{alreadyHad}}人，未註冊{{unknown}}個，庫存不足{{soldOut}}人'
    },
    points: { adjust: '為用戶{{person}}調整積分 {{change}}' },
    user: { roles: '用戶{{person}}的角色由「{{before}}」改為「{{after}}」', disable: '停用用戶{{person}}', enable: '啟用用戶{{person}}' },
    content: { create: '新建{{what}}', update: '修改{{what}}', publish: '{{what}}發布', schedule: '{{what}}定時發布：{{at}}', unpublish: '{{what}}下線' },
    searchTerm: { hide: '隱藏熱門搜尋詞「{{term}}」', show: '恢復顯示熱門搜尋詞「{{term}}」' },
    aiAnswer: { review: '審閱AI回答 #{{id}}' },
    refund: {
      approve: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）財務審核通過', payout: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）確認打款',
      repayout: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）重新發起打款', reject: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）已拒絕'
    },
    named: '{{noun}}「{{name}}」',
    note: '；備註：{{note}}',
    person: '{{name}}（{{phone}}）',
    nameless: '用戶',
    noRoles: '無',
    reason: '，原因：{{reason}}'
  },
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
