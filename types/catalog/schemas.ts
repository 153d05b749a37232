// Catalog: goods, their classes and exam sessions, coupons and points. Zod schemas are the server's strict
// input validation; the app imports only types from here (import type) and constants from ./constants.
import { z } from 'zod'
import {
  COUPON_STATES, GOODS_KINDS, type ClassStatus, type CouponState, type CouponType, type GoodsKind,
  type PointsEntryKind, type PointsReason
} from './constants'

const page = z.coerce.number().int().min(1, '页码无效').default(1)
const size = z.coerce.number().int().min(1).max(50, '每页最多50条').default(10)

// ---- Catalog ----

export const goodsListQuery = z.strictObject({
  page, size,
  kind: z.enum(GOODS_KINDS, '商品类型无效').optional(),
  city: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional()
})
export type GoodsListQuery = z.input<typeof goodsListQuery>

export interface GoodsSummary {
  id: number
  kind: GoodsKind
  title: string
  subtitle: string
  cover: string
  priceFen: number
  originalPriceFen: number
  cities: string[]
  tags: string[]
  soldCount: number
}

export interface GoodsClass {
  id: number
  name: string
  city: string
  startDate: string
  endDate: string
  days: number
  schedule: string
  capacity: number
  seatsLeft: number
  transfersAllowed: number
  status: ClassStatus
}

export interface ExamSession {
  id: number
  startsAt: string
  city: string
  venueName: string
  venueAddress: string
  seatsLeft: number
  status: 'open' | 'closed' | 'full'
}

export interface BundleItem {
  goodsId: number
  kind: GoodsKind
  title: string
  priceFen: number
  /** The signed-in buyer already owns it: its price is deducted from the bundle. */
  owned: boolean
}

export interface GoodsDetail extends GoodsSummary {
  /** Sanitised HTML. */
  description: string
  targetAudience: string
  discounts: string[]
  agreements: { id: number; title: string }[]
  classes: GoodsClass[]
  examSessions: ExamSession[]
  bundleItems: BundleItem[]
  /** Sends something by post (books, kit): checkout asks for a delivery address. */
  ships: boolean
  onSale: boolean
  /**
   * The signed-in buyer already holds it (bought it, or got it with a bundle or from staff): its page leads to the
   * order (orderId; null for a grant without one) instead of offering it again. Null signed out or not held.
   */
  held: { orderId: number | null } | null
  /** Not on sale yet but scheduled: when sale opens (the page reads 即将开售, not 已下架). */
  saleStartsAt?: string | null
}

// ---- Coupons ----

export const couponListQuery = z.strictObject({ page, size, state: z.enum(COUPON_STATES, '优惠券状态无效').optional() })
export type CouponListQuery = z.input<typeof couponListQuery>

export interface Coupon {
  id: number
  title: string
  type: CouponType
  /** amount_off: fen off; discount: percent paid (e.g. 85 = 15 % off); others 0. */
  value: number
  minSpendFen: number
  /** Empty = every goods; otherwise the goods it applies to. */
  scope: { id: number; title: string }[]
  source: string
  validUntil: string
  state: CouponState
}

/** POST /api/coupon/log: receive a shared coupon (spec: write coupon log). */
export const receiveCouponSchema = z.strictObject({ shareCode: z.string().trim().min(4).max(40, '领取码无效') })

export interface SharedCoupon {
  shareCode: string
  title: string
  type: CouponType
  value: number
  minSpendFen: number
  validUntil: string
  stockLeft: number
  received: boolean
}

// ---- Points ----

export interface PointsSummary { balance: number; totalEarned: number; totalRedeemed: number }
export interface PointsEntry {
  id: number
  change: number
  reason: PointsReason
  /** What the row stands for (label it by this, not by reason). */
  kind: PointsEntryKind
  note: string
  orderNo: string | null
  createdAt: string
}
