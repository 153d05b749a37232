// Texts of the orders area of the console: orders, payment issues, refunds, invoices, logistics.
export default {
  menu: '订单与售后',
  menus: { orders: '订单', refunds: '退款审核', invoices: '发票', paymentIssues: '支付异常' },
  titles: {
    offlineCreate: '登记线下订单',
    orders: '订单', order: '订单详情', refunds: '退款审核', refund: '退款详情', invoices: '发票', paymentIssues: '支付异常'
  },
  status: { unpaid: '待支付', paid: '已支付', closed: '已关闭', refunding: '退款中', refunded: '已退款' },
  kinds: { course: '课程', exam: '考试', lecture: '讲座', bundle: '套餐' },
  methods: {
    wechat_jsapi: '微信支付（小程序）', wechat_oa_jsapi: '微信支付（公众号）', wechat_native: '微信扫码支付', wechat_h5: '微信 H5 支付',
    alipay_wap: '支付宝（手机）', alipay_page: '支付宝（电脑）', sandbox: '模拟支付', free: '无需支付', offline: '线下转账'
  },
  attempt: { started: '已发起', paid: '已支付', closed: '已关闭' },
  autoRefund: { refunding: '自动退款中', refunded: '已自动退回', failed: '自动退款失败，需人工处理' },
  issues: { paid_after_close: '关闭后支付', paid_twice: '重复支付', open: '未处理的异常', resolved: '已处理', unresolved: '待处理' },
  closeReasons: { cancelled: '用户取消', expired: '超时关闭' },
  refundStatus: { pending: '待审核', finance_approved: '财务已审核', paying: '打款中', approved: '已退款', rejected: '已拒绝' },
  invoiceStatus: { requested: '待开票', issued: '已开票', mailed: '已邮寄' },
  invoiceTypes: { personal: '个人', business: '企业' },
  mail: { not_mailed: '未邮寄', mailed: '已邮寄' },
  fields: {
    payoutReference: '打款流水号',
    orderNo: '订单号', buyer: '买家', buyerPhone: '买家手机号', buyerName: '买家姓名', userId: '用户编号', goods: '商品', kind: '类型',
    amountDue: '实付金额', total: '商品原价', discount: '优惠', coupon: '优惠券抵扣', points: '积分抵扣', bundle: '套餐抵扣',
    status: '状态', method: '支付方式', paidAt: '支付时间', createdAt: '下单时间', closedAt: '关闭时间', transactionId: '支付平台单号',
    paymentIssue: '支付异常', issueNote: '处理说明', issueResolvedAt: '处理时间', address: '收货地址', schedule: '班级 / 场次',
    keyword: '订单号或手机号', dates: '下单日期', outTradeNo: '商户单号', attemptStatus: '支付状态', amount: '金额',
    autoRefund: '自动退款', refundNo: '退款单号', refundAmount: '退款金额', reason: '退款原因', proof: '凭证', note: '备注',
    result: '结果', submittedAt: '申请时间', reviewedAt: '审核时间', refundedAt: '退款到账时间', providerStatus: '支付平台状态',
    orderAmount: '订单实付', invoiceTitle: '发票抬头', invoiceType: '发票类型', taxId: '税号', invoiceContent: '发票内容',
    contact: '联系人', phone: '联系电话', mailAddress: '邮寄地址', bank: '开户银行', account: '银行账号',
    invoiceNo: '发票号码', invoiceDate: '开票日期', mailStatus: '邮寄状态', mailNo: '邮寄单号', carrier: '快递公司',
    logisticsStatus: '物流状态', entries: '物流记录', entryTime: '时间', entryText: '内容', invoiceKeyword: '订单号、手机号或抬头',
    refundKeyword: '订单号或手机号', orderStatus: '订单状态', pointsUsed: '使用积分', refundedAmount: '已退款金额'
  },
  sections: {
    offline: '线下转账',
    order: '订单信息', buyer: '买家', payments: '支付记录', refunds: '退款记录', invoice: '发票', logistics: '物流', issue: '支付异常',
    steps: '处理记录'
  },
  actions: {
    startRefund: '退款', manualPayout: '登记人工打款', createOffline: '线下订单',
    approve: '财务审核通过', payout: '确认打款', retryPayout: '重新打款', reject: '拒绝退款', editInvoice: '开票 / 邮寄',
    editLogistics: '填写物流', resolveIssue: '标记已处理', addEntry: '添加一条记录', viewOrder: '查看订单'
  },
  confirm: {
    manualPayout: '该订单通过银行转账付款，没有支付平台可原路退回。请先通过银行转回款项，再登记打款流水号。',
    approve: '确认财务审核通过这笔退款？通过后由财务确认打款。',
    payout: '确认打款？款项将原路退回买家的支付账户，发起后不能拒绝。',
    retryPayout: '上次打款未完成，使用同一退款单号重新发起打款？',
    reject: '确认拒绝这笔退款申请？订单将恢复为已支付。',
    notePlaceholder: '备注（选填，最多200字）',
    issuePlaceholder: '说明如何处理的，例如：已在微信支付商户平台原路退回',
    amountLine: '退款金额 {{amount}}，订单 {{orderNo}}'
  },
  reasonKinds: { class_cancelled: '班级取消', goodwill: '协商退款', other: '其他原因' },
  refundStart: {
    title: '发起退款', submit: '发起退款', rest: '实付 {{paid}}，已退 {{refunded}}，可退 {{rest}}',
    partialHint: '可部分退款：部分退款保留学员的名额和课程，全部退完才取消', noteRequired: '选择“其他原因”时请填写说明'
  },
  offline: {
    phone: '学员手机号', goodsSearch: '搜索在售商品', class: '班级', session: '考试场次', seatsLeft: '余{{n}}席', listPrice: '应付金额',
    amount: '实收金额', priceNote: '金额差异原因', priceNoteHint: '实收金额与应付金额不同时必填', bankReference: '银行流水号',
    transferDate: '转账日期', proof: '转账凭证', upload: '上传凭证（图片或PDF）', viewProof: '查看凭证', uploadFailed: '凭证上传失败',
    recordedBy: '登记人'
  },
  empty: { refunds: '没有退款记录', invoice: '未申请发票', logistics: '尚未填写物流', payments: '没有支付记录', steps: '后台尚未处理' },
  timeline: { started: '后台发起退款（{{name}}）', asked: '学员申请退款', refunded: '退款已到账（支付平台确认）' },
  issueBanner: '该订单存在支付异常：{{issue}}',
  issueResolved: '已于 {{time}} 处理：{{note}}',
  noAddress: '无需邮寄',
  invoiceOrderRefunded: '订单已全额退款',
  invoiceOrderRefundedHint: '订单已全额退款：不能再开票或邮寄；已寄出的发票请作废或红冲'
}
