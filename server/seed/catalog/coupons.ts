// Demo coupon templates (one per type, with share codes for pages/coupon/share) and the demo learner's wallet:
// coupons in every state and a points account of 500 with a ledger history.
import type { CouponType, PointsReason } from '@contract/catalog/constants'

export interface SeedTemplate {
  slug: string
  title: string
  type: CouponType
  value: number
  minSpendYuan: number
  /** Goods slugs; empty = every goods. */
  scope: string[]
  validDays?: number
  /** Days from the seed date until the campaign ends. */
  endsIn?: number
  stockTotal: number
  shareCode: string | null
  source: string
}

export const COUPON_TEMPLATES: SeedTemplate[] = [
  { slug: 'welcome-50', title: '新人立减50元', type: 'amount_off', value: 5000, minSpendYuan: 300, scope: [], validDays: 30,
    stockTotal: 1000, shareCode: 'WELCOME50', source: '新人礼包' },
  { slug: 'spring-85', title: '春季招生85折券', type: 'discount', value: 85, minSpendYuan: 1000, scope: [], endsIn: 60,
    stockTotal: 200, shareCode: 'SPRING85', source: '春季招生活动' },
  { slug: 'cpr-free', title: 'CPR急救考试免单券', type: 'free_order', value: 0, minSpendYuan: 0, scope: ['cpr-aed-exam'],
    validDays: 14, stockTotal: 50, shareCode: 'CPRFREE', source: '合作机构赠送' },
  { slug: 'course-redeem', title: '线上课程兑换券', type: 'course_redeem', value: 0, minSpendYuan: 0,
    scope: ['sports-nutrition', 'rehab-posture', 'youth-fitness'], validDays: 30, stockTotal: 20, shareCode: 'COURSE1', source: '老学员推荐奖励' },
  { slug: 'flash-100', title: '限量满500减100', type: 'amount_off', value: 10000, minSpendYuan: 500, scope: [], validDays: 7,
    stockTotal: 10, shareCode: 'FLASH100', source: '限时抢券' },
  // Issued to people directly (no share code): the demo learner's used and expired coupons.
  { slug: 'member-30', title: '会员专享立减30元', type: 'amount_off', value: 3000, minSpendYuan: 100, scope: [], validDays: 90,
    stockTotal: 100, shareCode: null, source: '会员日赠送' },
  { slug: 'winter-20', title: '冬训立减20元', type: 'amount_off', value: 2000, minSpendYuan: 100, scope: [], validDays: 30,
    stockTotal: 100, shareCode: null, source: '冬训活动' }
]

export interface SeedHeldCoupon {
  template: string
  state: 'unused' | 'used'
  /** Days from the seed date: when it was received and until when it is valid (negative = expired). */
  receivedIn: number
  validIn: number
}

/** The demo learner (13800000001): three unused, one used, one expired. */
export const LEARNER_COUPONS: SeedHeldCoupon[] = [
  { template: 'welcome-50', state: 'unused', receivedIn: -2, validIn: 28 },
  { template: 'spring-85', state: 'unused', receivedIn: -1, validIn: 59 },
  { template: 'course-redeem', state: 'unused', receivedIn: -3, validIn: 27 },
  { template: 'member-30', state: 'used', receivedIn: -40, validIn: 50 },
  { template: 'winter-20', state: 'unused', receivedIn: -45, validIn: -15 }
]

export interface SeedPointsEntry {
  change: number
  reason: PointsReason
  note: string
  daysAgo: number
}

/** Sums to a balance of 500 (earned 1480, redeemed 980). */
export const LEARNER_POINTS: SeedPointsEntry[] = [
  { change: 200, reason: 'manual', note: '新学员注册奖励', daysAgo: 45 },
  { change: 1280, reason: 'purchase', note: '购买《体态评估与纠正性训练》获得积分', daysAgo: 40 },
  { change: -500, reason: 'redemption', note: '订单抵扣', daysAgo: 20 },
  { change: -480, reason: 'redemption', note: '兑换《训练手册》纸质版', daysAgo: 10 }
]

/** Goods the demo learner owns already, so the bundles containing them show a deduction. */
export const LEARNER_OWNS = ['rehab-posture']
