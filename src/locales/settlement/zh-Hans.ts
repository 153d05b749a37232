// Namespace `settlement` in Simplified Chinese (the source): EP and education staff's pages.
const settlement = {
  org: {
    share: '分成比例 {percent}',
    noShare: '分成比例未设置',
    classes: '班级 {n}',
    kinds: { ep: 'EP合作机构', edu: '教育机构' },
    notInOrg: '你还不属于任何结算机构',
    notInOrgHint: '请联系管理员将你加入所属机构'
  },
  classes: {
    learners: '学员 {n}',
    attended: '到课 {n}',
    capacity: '名额 {n}',
    paidOrders: '报名 {n}',
    refundedOrders: '退款 {n}',
    roster: '班级名单',
    empty: '暂无班级',
    emptyHint: '管理员将班级归入你的机构后会显示在这里'
  },
  money: {
    received: '收款',
    refunded: '退款',
    net: '净收入',
    share: '机构分成',
    paid: '已付',
    due: '待付',
    adjustment: '其中往期调整'
  },
  learners: {
    paidAt: '付款 {time}',
    refundedPart: '已退 {amount}',
    status: { paid: '已付款', refunding: '退款中', refunded: '已退款' },
    empty: '暂无学员',
    emptyHint: '学员付款后会显示在这里'
  },
  months: {
    year: '{year}年',
    prev: '上一年',
    next: '下一年',
    opened: '开班 {n}',
    learners: '新学员 {n}',
    empty: '该年暂无记录'
  },
  statements: {
    month: '{month} 结算单',
    status: { draft: '草稿', confirmed: '待付款', paid: '已付款' },
    confirmedAt: '确认于 {time}',
    paidAt: '付款于 {time}',
    reference: '付款凭证 {ref}',
    opened: '开班 {n}',
    learners: '学员 {n}',
    lines: '明细',
    lineKinds: { sale: '收款', refund: '退款' },
    adjustment: '往期调整',
    empty: '暂无结算单',
    emptyHint: '每月结算单经财务确认后会显示在这里'
  }
} as const

export default settlement
