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
  resources: { seat: '學員席位', goods: '商品', 'class': '班級', session: '考試場次', agreement: '協議', coupon: '優惠券', order: '訂單', refund: '退款申請', invoice: '發票', logistics: '物流', user: '用戶', points: '積分', aiAnswer: 'AI回答', faq: '常見問題', faqCategory: '問題分類', questionnaire: '調查問卷', banner: '輪播圖', notice: '公告', news: '新聞', teacher: '講師', partner: '合作夥伴', story: '學員故事', aboutPage: '關於頁面', export: '資料匯出', trainingMove: '訓練動作', trainingLibrary: '動作庫', trainingProgram: '力訓計劃', trainingReport: '分享計劃檢舉', classSession: '課次', attendance: '考勤', photo: '班級照片', venue: '場地', leave: '請假', examRegistration: '考試報名', examSitting: '考試場次', examSetup: '考試規則', examScore: '實操成績', certificate: '證書', settlementOrg: '結算機構', settlementMember: '機構成員', settlementClass: '機構班級', settlementShare: '機構分成', statement: '結算單', salesRules: '銷售佣金規則', salesperson: '銷售人員', salesCoupon: '銷售優惠券額度', withdrawal: '佣金提現', examGoods: '考試商品', salesCouponAllowance: '銷售優惠券額度', examQuestion: '考試題目', examPaper: '試卷', job: '定時任務' },
  verbs: { gift: '贈送', transfer: '轉班', retrain: '重修', create: '新增', update: '修改', publish: '上架', unpublish: '下架', stop: '停止報名', reopen: '恢復報名', close: '關閉報名', issue: '發放', adjust: '調整', roles: '修改角色', disable: '停用', enable: '啟用', approve: '審核通過', payout: '確認撥款', reject: '拒絕', resolvePaymentIssue: '處理支付異常', review: '審閱', delete: '刪除', csv: '匯出 CSV', hide: '隱藏', show: '顯示', codes: '生成兌換碼', dismiss: '駁回', cancel: '取消', classroom: '教務設定', correct: '更正', closeRegistration: '截止報名', admitCards: '發放准考證', assignJudge: '指派考官', revoke: '撤銷', add: '新增', remove: '移除', link: '歸入', unlink: '移出', generate: '產生', confirm: '確認', pay: '登記付款', rate: '修改佣金比例', allow: '分配額度', schedule: '修改課表', import: '匯入', archive: '歸檔', copy: '複製', retry: '重新啟動', run: '立即執行', wechatTransfer: '發起微信轉帳', wechatTransferFail: '微信轉帳失敗', manualPayout: '登記人工撥款', offlineCreate: '登記線下訂單' },
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
      create: '後台發起退款#{{id}}（訂單{{orderNo}}，{{amount}}）', manualPayout: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）已人工撥款，流水號{{reference}}',
      approve: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）財務審核通過', payout: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）確認打款',
      repayout: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）重新發起打款', reject: '退款申請#{{id}}（訂單{{orderNo}}，{{amount}}）已拒絕'
    },
    named: '{{noun}}「{{name}}」',
    note: '；備註：{{note}}',
    person: '{{name}}（{{phone}}）',
    nameless: '用戶',
    noRoles: '無',
    reason: '，原因：{{reason}}',
    reply: '；回覆：{{reply}}',
    filters: '；篩選條件：{{filters}}',
    classSession: {
      create: '班級「{{className}}」新增課次「{{title}}」', update: '修改課次「{{title}}」',
      move: '修改課次「{{title}}」，時間異動，已通知{{told}}位學員', cancel: '取消課次「{{title}}」，已通知{{told}}位學員'
    },
    'class': {
      classroom: '設定班級#{{id}}的場地與講師', cancel: '取消班級「{{name}}」並通知{{told}}位學員（退款另行處理）',
      create: '商品「{{title}}」新增班級「{{name}}」', update: '修改班級「{{name}}」', stop: '停止班級「{{name}}」報名', reopen: '恢復班級「{{name}}」報名'
    },
    venue: { create: '新增場地「{{name}}」', update: '修改場地「{{name}}」', delete: '刪除場地「{{name}}」' },
    attendance: { correct: '更正「{{title}}」學員{{learner}}的出勤紀錄：{{fromMark}} → {{toMark}}' },
    photo: { create: '班級「{{className}}」新增精彩瞬間照片', delete: '刪除班級#{{classId}}的精彩瞬間照片' },
    leave: {
      approve: '核准學員{{name}}的請假申請', reject: '駁回學員{{name}}的請假申請',
      approveTeacher: '核准講師{{name}}的請假申請', rejectTeacher: '駁回講師{{name}}的請假申請'
    },
    trainingMove: { create: '新增動作「{{name}}」', update: '修改動作「{{name}}」', hide: '隱藏動作「{{name}}」', show: '顯示動作「{{name}}」' },
    trainingLibrary: { create: '新增動作庫「{{name}}」', update: '修改動作庫「{{name}}」', publish: '發佈動作庫「{{name}}」', unpublish: '下架動作庫「{{name}}」' },
    trainingProgram: {
      create: '新增力訓計劃「{{title}}」', update: '修改力訓計劃「{{title}}」', publish: '力訓計劃「{{title}}」上架', unpublish: '力訓計劃「{{title}}」下架',
      schedule: '力訓計劃「{{title}}」修改課表：{{weeks}}週，{{trainingDays}}個訓練日，{{moves}}個動作', codes: '力訓計劃「{{title}}」產生兌換碼{{count}}組'
    },
    trainingReport: { hide: '處理分享計劃檢舉#{{id}}：隱藏計劃', dismiss: '駁回分享計劃檢舉#{{id}}' },
    session: {
      create: '商品「{{title}}」新增考試場次（{{city}} {{venue}}）', update: '修改考試場次（{{city}} {{venue}}）',
      close: '關閉考試場次（{{city}} {{venue}}）報名', reopen: '重新開放考試場次（{{city}} {{venue}}）報名'
    },
    aboutPage: { update: '修改頁面「{{title}}」' },
    faqCategory: { create: '新增問題分類「{{name}}」', update: '修改問題分類「{{name}}」', delete: '刪除問題分類「{{name}}」' },
    'export': { csv: '匯出「{{list}}」清單CSV，共{{rows}}筆' },
    seat: {
      transfer: '學員#{{userId}}轉班：「{{from}}」→「{{to}}」', retrain: '學員#{{userId}}重修：「{{from}}」→「{{to}}」',
      gift: '為學員{{person}}開通「{{className}}」名額'
    },
    mailed: '，已郵寄（{{mailed}}）',
    examSetup: { update: '更新考試商品#{{goodsId}}的考試規則與評分標準' },
    examSitting: {
      assignJudge: '為考試場次#{{sessionId}}指派考官{{person}}', closeRegistration: '考試場次#{{sessionId}}截止報名，{{count}}筆待審核報名已關閉',
      admitCards: '考試場次#{{sessionId}}發放准考證{{count}}張'
    },
    examRegistration: { approve: '考試報名#{{id}}審核通過', reject: '考試報名#{{id}}審核駁回' },
    examScore: { correct: '更正考試報名#{{id}}的實操成績：{{from}} → {{to}}' },
    certificate: { revoke: '撤銷證書{{number}}' },
    invoice: { update: '登記訂單{{orderNo}}的發票：發票號碼{{invoiceNo}}，開立日期{{invoiceDate}}' },
    order: { offlineCreate: '登記線下訂單{{orderNo}}（{{title}}，實收{{amount}}）', resolvePaymentIssue: '處理訂單{{orderNo}}的付款異常（{{issue}}）' },
    logistics: { update: '更新訂單{{orderNo}}的物流：{{carrier}} {{mailNo}}（{{status}}）' },
    salesRules: { update: '修改銷售佣金規則' },
    salesperson: { rate: '修改銷售人員{{person}}的佣金比例' },
    salesCoupon: { allow: '允許銷售人員{{person}}發放優惠券「{{title}}」{{quota}}張' },
    withdrawal: {
      approve: '核准{{salesperson}}的佣金提現申請（{{amount}}）', reject: '駁回{{salesperson}}的佣金提現申請（{{amount}}）',
      pay: '登記{{salesperson}}的佣金提現已付款（{{amount}}），付款流水號{{reference}}', wechatTransfer: '發起微信轉帳{{amount}}（轉帳單號{{billNo}}）',
      wechatTransferFail: '微信轉帳失敗，提現退回待付款', wechatPaid: '微信轉帳到帳{{amount}}，微信單號{{reference}}'
    },
    examPaper: { create: '新增試卷「{{title}}」', update: '修改試卷「{{title}}」', copy: '複製試卷「{{title}}」' },
    examQuestion: {
      create: '新增題目：{{stem}}', update: '修改題目：{{stem}}', archive: '歸檔題目（已有試卷或作答使用）：{{stem}}', delete: '刪除題目：{{stem}}',
      import: '從「{{filename}}」匯入題目{{count}}道'
    },
    job: { retry: '重新啟動定時任務「{{job}}」（此前連續失敗{{failures}}次）', run: '立即執行定時任務「{{job}}」（此前失敗{{failures}}次）' },
    settlementOrg: { create: '新增結算機構「{{name}}」', update: '修改結算機構「{{name}}」' },
    settlementMember: { add: '結算機構「{{org}}」新增成員{{person}}', remove: '從結算機構移除成員#{{userId}}' },
    settlementClass: { link: '班級「{{className}}」歸入結算機構「{{org}}」', unlink: '班級#{{classId}}移出結算機構' },
    settlementShare: { add: '結算機構「{{org}}」自{{validFrom}}起分成比例為{{share}}' },
    statement: {
      generate: '產生「{{org}}」{{month}}結算單草稿', confirm: '確認「{{org}}」{{month}}結算單',
      pay: '登記{{month}}結算單付款{{amount}}，付款憑證號{{reference}}'
    }
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
  },
  exportLists: {
    orders: '訂單', 'payment-issues': '支付異常', invoices: '發票', refunds: '退款申請', users: '用戶', goods: '商品', agreements: '購買協議',
    coupons: '優惠券', points: '積分', audit: '操作日誌', faq: '常見問題', 'ai-answers': 'AI回答', 'questionnaire-responses': '問卷填答',
    'class-roster': '班級學員名單', 'sign-ins': '登入紀錄', 'training-codes': '力訓兌換碼', 'exam-registrations': '考試報名', certificates: '證書',
    'settlement-lines': '結算明細', 'settlement-statements': '結算單', 'sales-withdrawals': '佣金提領', salespeople: '銷售人員', 'sales-allowances': '銷售優惠券額度', 'exam-attempts': '考試成績', 'exam-questions': '題庫', 'exam-papers': '試卷'
  },
  jobs: {
    menu: '定時任務',
    title: '定時任務',
    intro: '系統按時自動執行的後台任務，多台伺服器時每輪只由其中一台執行。某輪失敗後會隔一段時間重試（間隔逐次加倍），幾次都失敗即為「失敗」，下一輪仍按時執行；修復原因後可在此立即執行一輪。',
    refresh: '重新整理',
    empty: '暫無定時任務：本伺服器未執行定時任務，或服務尚未啟動完成',
    retry: '立即執行',
    retryConfirm: '立即執行「{{job}}」？上一輪已失敗{{failures}}次，將新開一輪執行',
    retried: '已加入佇列，稍後執行',
    names: { 'class-notices': '發送上課提醒', 'order-sweep': '關閉逾時未付訂單', 'exam-sweep': '到時自動交卷', 'rate-limit-sweep': '清理限流計數' },
    states: { waiting: '未執行', ok: '正常', retrying: '重試中', failed: '失敗' },
    fields: {
      name: '任務', schedule: '執行時間', state: '狀態', failures: '失敗次數', lastStartedAt: '上次開始', lastSucceededAt: '上次成功',
      lastFailedAt: '上次失敗', retryAt: '下次重試', lastError: '最近錯誤', actions: '操作'
    },
    schedules: { everyMinute: '每分鐘', everyMinutes: '每{{n}}分鐘' }
  }
} satisfies Messages<typeof zhHans>
