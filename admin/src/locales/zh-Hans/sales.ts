// Texts of the sales area of the console: withdrawals, salespeople and their rates, coupon quotas.
export default {
  menu: '销售',
  withdrawals: {
    menu: '提现审核',
    title: '佣金提现',
    statuses: { requested: '待审核', approved: '已通过', transferring: '微信转账中', paid: '已打款', rejected: '已驳回' },
    fields: { salesperson: '销售', amount: '金额', status: '状态', createdAt: '申请时间', reviewedAt: '审核时间', note: '原因', reference: '付款流水号', transferState: '微信转账状态' },
    approve: '通过',
    reject: '驳回',
    pay: '确认打款',
    rejectTitle: '驳回提现申请',
    reason: '驳回原因',
    reasonRequired: '请填写驳回原因',
    payTitle: '确认已打款',
    payHint: '通过银行或微信转账后，填写付款流水号',
    referenceRequired: '请填写付款流水号',
    transfer: '微信转账',
    transferCheck: '查询转账',
    transferConfirm: "通过微信支付转账到该销售的微信零钱？同一申请重复点击不会重复付款。"
  },
  people: {
    menu: '销售人员',
    title: '销售人员与佣金',
    fields: { name: '姓名', phone: '手机号', code: '推广码', rate: '佣金比例', earned: '累计佣金', balance: '可提现' },
    defaultRate: '默认（{{rate}}）',
    editRate: '修改佣金比例',
    rateLabel: '佣金比例（%）',
    rateHint: '留空则使用默认比例',
    keyword: '姓名或手机号',
    rules: '佣金规则',
    defaultRateLabel: '默认佣金比例（%）',
    leadWindow: '线索转化后归属天数',
    saveRules: '保存规则',
    rulesHint: '订单按推广链接、销售发放的优惠券、已转化线索的顺序归属；佣金按实收减去退款计算'
  },
  allowances: {
    menu: '优惠券额度',
    title: '销售可发放的优惠券',
    fields: { salesperson: '销售', coupon: '优惠券', quota: '额度', issued: '已发放' },
    add: '分配额度',
    salespersonId: '销售',
    templateId: '优惠券模板编号',
    keyword: '销售或优惠券'
  }
}
