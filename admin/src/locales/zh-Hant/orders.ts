import type { Messages } from '../types'
import type zhHans from '../zh-Hans/orders'

export default {
  menu: '訂單與售後',
  menus: { orders: '訂單', refunds: '退款審核', invoices: '發票', paymentIssues: '付款異常' },
  titles: {
    offlineCreate: '登記線下訂單',
    orders: '訂單', order: '訂單詳情', refunds: '退款審核', refund: '退款詳情', invoices: '發票', paymentIssues: '付款異常'
  },
  status: { unpaid: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' },
  kinds: { course: '課程', exam: '考試', lecture: '講座', bundle: '套餐' },
  methods: {
    wechat_jsapi: '微信支付（小程式）', wechat_oa_jsapi: '微信支付（公眾號）', wechat_native: '微信掃碼支付', wechat_h5: '微信 H5 支付',
    alipay_wap: '支付寶（手機）', alipay_page: '支付寶（電腦）', sandbox: '模擬付款', free: '無需付款', offline: '線下轉帳'
  },
  attempt: { started: '已發起', paid: '已付款', closed: '已關閉' },
  autoRefund: { refunding: '自動退款中', refunded: '已自動退回', failed: '自動退款失敗，需人工處理' },
  issues: { paid_after_close: '關閉後付款', paid_twice: '重複付款', open: '未處理的異常', resolved: '已處理', unresolved: '待處理' },
  closeReasons: { cancelled: '使用者取消', expired: '逾時關閉' },
  refundStatus: { pending: '待審核', finance_approved: '財務已審核', paying: '撥款中', approved: '已退款', rejected: '已拒絕' },
  invoiceStatus: { requested: '待開立', issued: '已開立', mailed: '已郵寄' },
  invoiceTypes: { personal: '個人', business: '公司' },
  mail: { not_mailed: '未郵寄', mailed: '已郵寄' },
  fields: {
    payoutReference: '撥款流水號',
    orderNo: '訂單編號', buyer: '買家', buyerPhone: '買家手機號碼', buyerName: '買家姓名', userId: '使用者編號', goods: '商品', kind: '類型',
    amountDue: '實付金額', total: '商品原價', discount: '優惠', coupon: '優惠券折抵', points: '積分折抵', bundle: '套餐折抵',
    status: '狀態', method: '付款方式', paidAt: '付款時間', createdAt: '下單時間', closedAt: '關閉時間', transactionId: '支付平台單號',
    paymentIssue: '付款異常', issueNote: '處理說明', issueResolvedAt: '處理時間', address: '收件地址', schedule: '班級 / 場次',
    keyword: '訂單編號或手機號碼', dates: '下單日期', outTradeNo: '商戶單號', attemptStatus: '付款狀態', amount: '金額',
    autoRefund: '自動退款', refundNo: '退款單號', refundAmount: '退款金額', reason: '退款原因', proof: '憑證', note: '備註',
    result: '結果', submittedAt: '申請時間', reviewedAt: '審核時間', refundedAt: '退款入帳時間', providerStatus: '支付平台狀態',
    orderAmount: '訂單實付', invoiceTitle: '發票抬頭', invoiceType: '發票類型', taxId: '統一編號 / 稅號', invoiceContent: '發票內容',
    contact: '聯絡人', phone: '聯絡電話', mailAddress: '郵寄地址', bank: '開戶銀行', account: '銀行帳號',
    invoiceNo: '發票號碼', invoiceDate: '開立日期', mailStatus: '郵寄狀態', mailNo: '郵寄單號', carrier: '物流公司',
    logisticsStatus: '物流狀態', entries: '物流紀錄', entryTime: '時間', entryText: '內容', invoiceKeyword: '訂單編號、手機號碼或抬頭',
    refundKeyword: '訂單編號或手機號碼', orderStatus: '訂單狀態', pointsUsed: '使用積分', refundedAmount: '已退款金額'
  },
  sections: {
    offline: '線下轉帳',
    order: '訂單資訊', buyer: '買家', payments: '付款紀錄', refunds: '退款紀錄', invoice: '發票', logistics: '物流', issue: '付款異常',
    steps: '處理紀錄'
  },
  actions: {
    startRefund: '退款', manualPayout: '登記人工撥款', createOffline: '線下訂單',
    approve: '財務審核通過', payout: '確認撥款', retryPayout: '重新撥款', reject: '拒絕退款', editInvoice: '開立 / 郵寄',
    editLogistics: '填寫物流', resolveIssue: '標記已處理', addEntry: '新增一筆紀錄', viewOrder: '查看訂單'
  },
  confirm: {
    manualPayout: '該訂單透過銀行轉帳付款，沒有支付平台可原路退回。請先透過銀行轉回款項，再登記撥款流水號。',
    approve: '確認財務審核通過這筆退款？通過後由財務確認撥款。',
    payout: '確認撥款？款項將原路退回買家的付款帳戶，發起後不能拒絕。',
    retryPayout: '上次撥款未完成，使用同一退款單號重新發起撥款？',
    reject: '確認拒絕這筆退款申請？訂單將恢復為已付款。',
    notePlaceholder: '備註（選填，最多200字）',
    issuePlaceholder: '說明如何處理，例如：已在微信支付商戶平台原路退回',
    amountLine: '退款金額 {{amount}}，訂單 {{orderNo}}'
  },
  reasonKinds: { class_cancelled: '班級取消', goodwill: '協商退款', other: '其他原因' },
  refundStart: {
    title: '發起退款', submit: '發起退款', rest: '實付 {{paid}}，已退 {{refunded}}，可退 {{rest}}',
    partialHint: '可部分退款：部分退款保留學員的名額和課程，全部退完才取消', noteRequired: '選擇「其他原因」時請填寫說明'
  },
  offline: {
    phone: '學員手機號碼', goodsSearch: '搜尋在售商品', class: '班級', session: '考試場次', seatsLeft: '餘{{n}}席', listPrice: '應付金額',
    amount: '實收金額', priceNote: '金額差異原因', priceNoteHint: '實收金額與應付金額不同時必填', bankReference: '銀行流水號',
    transferDate: '轉帳日期', proof: '轉帳憑證', upload: '上傳憑證（圖片或PDF）', viewProof: '查看憑證', uploadFailed: '憑證上傳失敗',
    recordedBy: '登記人'
  },
  empty: { refunds: '沒有退款紀錄', invoice: '未申請發票', logistics: '尚未填寫物流', payments: '沒有付款紀錄', steps: '後台尚未處理' },
  timeline: { started: '後台發起退款（{{name}}）', asked: '學員申請退款', refunded: '退款已入帳（支付平台確認）' },
  issueBanner: '此訂單有付款異常：{{issue}}',
  issueResolved: '已於 {{time}} 處理：{{note}}',
  noAddress: '無需郵寄',
  invoiceOrderRefunded: '訂單已全額退款',
  invoiceOrderRefundedHint: '訂單已全額退款：不能再開票或郵寄；已寄出的發票請作廢或開立折讓'
} satisfies Messages<typeof zhHans>
