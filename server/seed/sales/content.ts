// What the demo salesperson (13800000003) works with: buyers, leads in every state, the coupon batches allowed them
// and their withdrawals. Days are counted back from the seeding time.

/** The demo salesperson's code, fixed so a demo share link (…?sc=DEMO2026) works on every demo database. */
export const DEMO_SALES_CODE = 'DEMO2026'
export const SALES_CLASS = { goods: 'pilates-mat-basic', name: '上海春季班' } as const

export const SALES_BUYERS = [
  { key: 'link', phone: '13900001001', name: '陈晓' },
  { key: 'refunded', phone: '13900001002', name: '刘洋' },
  { key: 'lead', phone: '13900001003', name: '周敏' },
  { key: 'coupon', phone: '13900001004', name: '林琳' }
] as const

export const SALES_LEADS = [
  { name: '周敏', phone: '13900001003', source: 'walk_in', status: 'converted', daysAgo: 30, note: '到店体验后报名普拉提上海春季班' },
  { name: '孙磊', phone: '13900002001', source: 'wechat', status: 'new', daysAgo: 1, followInDays: 1, note: '' },
  { name: '吴婷', phone: '13900002002', source: 'referral', status: 'contacted', daysAgo: 6, followInDays: -1, note: '电话沟通，想了解周末班' },
  { name: '郑浩', phone: '13900002003', source: 'event', status: 'visited', daysAgo: 12, followInDays: 2, note: '已到店试听，考虑中' },
  { name: '王芳', phone: '13900002004', source: 'poster', status: 'lost', daysAgo: 40, note: '预算不足，暂不报名' }
] as const

export const SALES_BATCHES = [
  { template: 'member-30', quota: 20 },
  { template: 'winter-20', quota: 10 }
] as const

/** Withdrawals in every state, in fen. */
export const SALES_WITHDRAWALS = [
  { amountFen: 20_000, status: 'paid', daysAgo: 20, reference: 'BANK20261107001', note: '' },
  { amountFen: 5_000, status: 'rejected', daysAgo: 12, reference: '', note: '收款账户信息不完整' },
  { amountFen: 10_000, status: 'approved', daysAgo: 6, reference: '', note: '' },
  { amountFen: 15_000, status: 'requested', daysAgo: 1, reference: '', note: '' }
] as const
