// The settlement area of the console (结算): EP and education organisations, monthly statements, finance reports.
export default {
  menu: '结算',
  kinds: { ep: 'EP合作机构', edu: '教育机构' },
  status: { draft: '草稿', confirmed: '已确认', paid: '已付款' },
  orgs: {
    menu: '结算机构',
    title: '结算机构',
    add: '新增机构',
    createTitle: '新增机构',
    editTitle: '编辑机构',
    keyword: '机构名称',
    fields: { name: '名称', kind: '类型', contact: '联系方式', members: '成员', classes: '班级', share: '当前分成', createdAt: '创建时间' },
    noShare: '未设置',
    members: '成员',
    memberPhone: '手机号（需有与机构类型相同的角色）',
    addMember: '添加成员',
    removeMember: '移除',
    removeMemberConfirm: '把此人移出机构？',
    classes: '班级',
    classId: '班级编号',
    linkClass: '归入班级',
    unlinkClass: '移出',
    unlinkClassConfirm: '把这个班级移出机构？已确认的结算单不受影响',
    shares: '分成比例',
    sharePercent: '分成比例（%）',
    validFrom: '生效日期',
    addShare: '新增分成',
    shareHint: '每月结算单使用该月最后一天生效的分成比例',
    memberFields: { name: '姓名', phone: '手机号', joinedAt: '加入时间' },
    classFields: { classId: '编号', className: '班级', goodsTitle: '课程', dates: '日期', city: '城市' }
  },
  statements: {
    menu: '结算单',
    title: '结算单',
    detailTitle: '结算单',
    generate: '生成结算单',
    generateTitle: '生成或刷新草稿',
    generateHint: '根据订单与退款重新计算该机构该月的草稿；已确认的结算单不能重新生成',
    org: '机构',
    month: '月份',
    confirm: '确认结算单',
    confirmHint: '确认前会按最新的订单与退款重算一次；确认后结算单冻结，之后的退款计入下一张结算单',
    pay: '登记付款',
    payTitle: '登记付款',
    reference: '付款凭证号',
    lines: '明细',
    csv: '导出明细',
    fields: {
      org: '机构', month: '月份', status: '状态', classesOpened: '开班数', learners: '学员数', received: '收款', refunded: '退款',
      adjustment: '往期调整', net: '净收入', share: '分成比例', shareFen: '机构分成', paid: '已付', due: '待付',
      generatedAt: '生成时间', confirmedAt: '确认时间', paidAt: '付款时间', paymentRef: '付款凭证'
    },
    lineFields: { kind: '类型', orderNo: '订单号', className: '班级', learner: '学员', amount: '金额', at: '时间', adjustment: '往期调整' },
    lineKinds: { sale: '收款', refund: '退款' },
    yes: '是'
  },
  report: {
    menu: '财务报表',
    title: '财务报表',
    range: '日期范围',
    groupBy: '分组',
    groups: { goods: '商品', kind: '商品类型', channel: '支付渠道', day: '按日', month: '按月' },
    channels: { wechat: '微信支付', alipay: '支付宝', sandbox: '沙箱', free: '免支付' },
    chart: '收款与退款',
    total: '合计',
    reconcileHint: '对账：订单列表的 CSV 导出含我方订单号、商户订单号、微信/支付宝交易号、金额、退款与时间，可直接与微信支付、支付宝账单逐笔核对',
    openOrders: '去订单列表导出',
    fields: {
      key: '分组', paidOrders: '付款订单', received: '收款', refundCount: '退款笔数', refunded: '退款', net: '净收入',
      refundRate: '退款率', coupon: '优惠券抵扣', points: '积分抵扣', pointsUsed: '使用积分'
    }
  }
}
