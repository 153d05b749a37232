// Texts of the dashboard area of the console.
export default {
  menu: '数据看板',
  title: '数据看板',
  today: '今日',
  month: '本月',
  note: '按北京时间统计。收入为当期支付订单的实付金额，退款为当期完成退款的金额。',
  figures: {
    orders: '下单数',
    paidOrders: '支付订单',
    revenue: '收入',
    refunds: '退款',
    refundCount: '{{count}} 笔',
    newUsers: '新增用户'
  },
  charts: {
    money: '近30天收入与退款（元）',
    counts: '近30天订单与新增用户',
    revenue: '收入',
    refund: '退款',
    orders: '下单数',
    paidOrders: '支付订单',
    newUsers: '新增用户'
  }
}
