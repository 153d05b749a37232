// Texts of the points area of the console.
export default {
  menu: '积分',
  title: '积分明细',
  adjustTitle: '调整积分',
  adjustButton: '调整积分',
  fields: {
    createdAt: '时间',
    user: '用户',
    userId: '用户编号',
    change: '变动',
    kind: '类型',
    reason: '变动类型',
    note: '说明',
    orderNo: '订单号'
  },
  reasons: { manual: '人工调整', purchase: '购买获得', refund: '退款/关单', redemption: '下单抵扣' },
  kinds: {
    earned: '购买获得', spent: '下单抵扣', adjusted: '人工调整', returned_on_close: '订单关闭退回',
    returned_on_refund: '退款退回', reversed_on_refund: '退款扣回'
  },
  adjust: {
    user: '用户',
    userPlaceholder: '输入手机号或姓名查找',
    change: '调整积分',
    changeHelp: '正数为增加，负数为扣减；每次最多 1,000,000 积分',
    reason: '调整原因',
    reasonPlaceholder: '学员会在积分明细中看到此原因',
    balance: '当前积分',
    after: '调整后',
    submit: '确认调整',
    done: '积分已调整，当前积分 {{balance}}',
    required: '请填写此项',
    nonZero: '调整积分不能为0'
  }
}
