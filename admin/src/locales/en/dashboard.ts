import type { Messages } from '../types'
import type zhHans from '../zh-Hans/dashboard'

export default {
  menu: 'Dashboard',
  title: 'Dashboard',
  today: 'Today',
  month: 'This month',
  note: 'Days and months in China time. Revenue is what orders paid in the period cost; refunds are those completed in the period.',
  figures: {
    orders: 'Orders placed',
    paidOrders: 'Orders paid',
    revenue: 'Revenue',
    refunds: 'Refunds',
    refundCount: '{{count}} refunds',
    newUsers: 'New users'
  },
  charts: {
    money: 'Revenue and refunds, last 30 days (yuan)',
    counts: 'Orders and new users, last 30 days',
    revenue: 'Revenue',
    refund: 'Refunds',
    orders: 'Orders placed',
    paidOrders: 'Orders paid',
    newUsers: 'New users'
  }
} satisfies Messages<typeof zhHans>
