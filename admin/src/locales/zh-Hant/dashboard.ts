import type { Messages } from '../types'
import type zhHans from '../zh-Hans/dashboard'

export default {
  menu: '數據看板',
  title: '數據看板',
  today: '今日',
  month: '本月',
  note: '依北京時間統計。收入為當期付款訂單的實付金額，退款為當期完成退款的金額。',
  figures: {
    orders: '下單數',
    paidOrders: '已付款訂單',
    revenue: '收入',
    refunds: '退款',
    refundCount: '{{count}} 筆',
    newUsers: '新增用戶'
  },
  charts: {
    money: '近30天收入與退款（元）',
    counts: '近30天訂單與新增用戶',
    revenue: '收入',
    refund: '退款',
    orders: '下單數',
    paidOrders: '已付款訂單',
    newUsers: '新增用戶'
  }
} satisfies Messages<typeof zhHans>
