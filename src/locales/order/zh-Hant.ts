// Namespace `order` in Traditional Chinese.
// Checkout, payment, orders, refunds, invoices, logistics (subpackages pages/order, pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const order: Translation<typeof zhHans> = {
  status: { unpaid: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' },
  tabs: { all: '全部', unpaid: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' },
  methods: { wechat_jsapi: '微信支付', wechat_oa_jsapi: '微信支付', wechat_native: '微信掃碼支付', wechat_h5: '微信支付', alipay_wap: '支付寶', alipay_page: '支付寶', sandbox: '模擬支付', free: '無需付款' },
  refundStatus: { pending: '待審核', finance_approved: '財務已審核', paying: '退款中', approved: '已退款', rejected: '已拒絕' },
  price: { goods: '商品金額', bundle: '已購內容抵扣', coupon: '優惠券', points: '積分抵扣', payable: '應付金額' },
  checkout: {
    chooseAddress: '請選擇收貨地址',
    coupon: '優惠券',
    chooseCoupon: '选择優惠券',
    noCoupon: '不使用優惠券',
    couponsAvailable: '{n}張可用',
    noCouponAvailable: '暫無可用',
    points: '積分抵扣',
    pointsHint: '可用{n}積分，抵扣{amount}',
    pointsNone: '目前積分{n}，本單不可用',
    invoice: '開立發票',
    total: '合計：',
    submit: '提交訂單',
    notReady: '訂單資訊還在計算中，請稍候',
    needAddress: '請選擇收貨地址',
    needAgree: '請先閱讀並同意購買協議'
  },
  pay: {
    nextPaid: '課程已開通，可以去我的班級開始學習',
    myClasses: '去我的班級',
    nextChecking: '如已完成付款，結果稍後自動更新；未付款可繼續付款',
    nextClosed: '訂單已逾時或已取消，如需購買請重新下單',
    timeLeft: '剩餘付款時間 {time}',
    chooseMethod: '選擇付款方式',
    wechat: '微信支付',
    alipay: '支付寶',
    leaving: '正在前往付款…',
    transactionNo: '支付流水號',
    amount: '付款金額',
    scanHint: '請使用微信掃一掃完成付款',
    sandboxHint: '目前為演示環境，點擊下方按鈕模擬完成微信支付',
    sandboxConfirm: '確認付款（模擬）',
    deadline: '請在{time}前完成付款，逾時訂單將自動關閉',
    toOauth: '正在前往微信授權…',
    jsapiHint: '請在微信支付視窗中完成付款',
    jsapiCancelled: '付款已取消，訂單將保留到截止時間',
    jsapiFailed: '未能開啟微信支付，請重試',
    payAgain: '繼續付款',
    checkAgain: '重新查詢付款結果',
    checking: '正在確認付款結果...',
    paid: '付款成功',
    closed: '订单已關閉，未完成支付',
    unknown: '暫未查到付款結果',
    viewOrder: '查看訂單',
    home: '返回首頁',
    noOrder: '沒有找到這個訂單',
    browse: '繼續逛逛'
  },
  fields: {
    orderNo: '訂單編號',
    createdAt: '下單時間',
    method: '付款方式',
    paidAt: '付款時間',
    total: '訂單總價',
    discount: '優惠金額',
    paid: '實付金額',
    type: '訂單類型',
    status: '訂單狀態',
    logistics: '物流',
    mailNo: '快遞單號'
  },
  actions: { pay: '去付款', cancel: '取消訂單', refund: '申請退款' },
  list: { empty: '暫無訂單' },
  detail: {
    info: '訂單資訊',
    address: '收貨資訊',
    invoice: '發票',
    invoiceApply: '申請開票',
    logistics: '物流資訊',
    cancelConfirm: '确定取消这个订单吗？已使用的優惠券和积分将退回。'
  },
  refund: {
    title: '申請退款',
    reason: '退款原因',
    reasonPlaceholder: '請說明退款原因',
    reasonRequired: '請填寫退款原因',
    amount: '退款金額（最多{max}）',
    amountPlaceholder: '請輸入退款金額（元）',
    amountInvalid: '退款金額應大於0且不超過{max}',
    proof: '憑證圖片（最多{max}張）',
    submit: '提交申請',
    submitted: '退款申請已提交',
    info: '退款資訊',
    submittedAt: '提交日期',
    amountLabel: '退款金額',
    result: '退款結果',
    paidAt: '退款時間',
    note: '處理說明',
    proofLabel: '憑證'
  },
  invoice: {
    type: '發票類型',
    types: { personal: '個人', business: '企業' },
    fields: { title: '發票抬頭', taxId: '稅號', content: '發票內容', contact: '聯絡人', phone: '聯絡電話', address: '郵寄地址', bank: '開戶銀行', account: '銀行帳號', note: '備註' },
    placeholders: { title: '個人姓名或企業名稱', taxId: '企業納稅人識別號', content: '如：培訓費', contact: '收件人姓名', phone: '收件人電話', address: '纸质发票郵寄地址', bank: '選填', account: '選填', note: '選填' },
    amount: '發票金額',
    mailStatus: '郵寄狀態',
    mail: { not_mailed: '未郵寄', mailed: '已郵寄' },
    number: '發票號碼',
    date: '開票日期',
    appliedAt: '申請時間',
    submit: '提交開票申請',
    submitted: '開票申請已提交'
  },
  logistics: {
    none: '暂无物流資訊',
    noEntries: '暫無物流軌跡',
    carrier: '快遞公司',
    status: '物流狀態'
  }
}

export default order
