// Namespace `points` in Simplified Chinese, the source shape.
// My points (subpackage pages/mine).
const points = {
  balance: '可用积分',
  totalEarned: '累计获得',
  totalRedeemed: '累计使用',
  rule: '下单时可用积分抵扣，{n}积分抵1元',
  ledger: '积分明细',
  kinds: { earned: '购买获得', spent: '下单抵扣', adjusted: '人工调整', returned_on_close: '订单关闭退回', returned_on_refund: '退款退回', reversed_on_refund: '退款扣回' },
  orderNo: '订单号：{no}',
  empty: '暂无积分记录',
  browse: '去逛逛',
  emptyDesc: '购买课程后即可获得积分'
} as const

export default points
