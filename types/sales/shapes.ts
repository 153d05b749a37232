// What the salesperson's pages read: class enrolment, attributed orders and commission, leads, coupons issued,
// withdrawals. Money in fen, times as ISO strings, days and months in Beijing time (YYYY-MM-DD, YYYY-MM).
import type { CouponType } from '../catalog/constants'
import type { OrderStatus } from '../commerce/constants'
import type { AttributionVia, LeadSource, LeadStatus, WithdrawalStatus } from './constants'

/** The salesperson's own figures: the code their links carry, the rate, earned and withdrawable commission. */
export interface SalesProfile {
  code: string
  rateBp: number
  earnedFen: number
  /** Earned minus every withdrawal not rejected. */
  balanceFen: number
}

export interface EnrolmentCounts {
  /** Orders paid and kept (paid, or a refund asked for but not made). */
  paid: number
  /** Unpaid orders still inside their pay window. */
  pending: number
  refunded: number
  paidFen: number
}

/** 班级招生情况: one class with its seats and orders. */
export interface SalesClass extends EnrolmentCounts {
  id: number
  goodsTitle: string
  name: string
  city: string
  startDate: string
  endDate: string
  capacity: number
  seatsLeft: number
}

export interface EnrolmentDay extends EnrolmentCounts {
  day: string
}

export interface SalesClassDetail {
  cls: SalesClass
  /** Days with at least one order, newest first. */
  days: EnrolmentDay[]
}

/** One order attributed to the salesperson, with what it earns them. */
export interface AttributedOrder {
  id: number
  orderNo: string
  goodsTitle: string
  className: string | null
  buyer: string
  status: OrderStatus
  via: AttributionVia
  amountFen: number
  refundedFen: number
  commissionFen: number
  paidAt: string
}

export interface PerformanceMonth {
  month: string
  orders: number
  amountFen: number
  refundedFen: number
  commissionFen: number
}

/** 我的业绩: months newest first and the totals. */
export interface SalesPerformance {
  profile: SalesProfile
  months: PerformanceMonth[]
}

export interface AttributedOrderQuery {
  page?: number
  size?: number
  month?: string
}

export interface Lead {
  id: number
  name: string
  phone: string
  source: LeadSource
  status: LeadStatus
  nextFollowAt: string | null
  /** A follow-up due (nextFollowAt passed) on a lead still open. */
  followDue: boolean
  convertedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface LeadNote {
  id: number
  text: string
  /** The status the note moved the lead to, if it did. */
  status: LeadStatus | null
  createdAt: string
}

export interface LeadDetail {
  lead: Lead
  notes: LeadNote[]
  /** Orders the converted lead's learner placed since converting. */
  orders: number
}

export interface LeadQuery {
  page?: number
  size?: number
  status?: LeadStatus
  keyword?: string
}

export interface LeadInput {
  name: string
  phone: string
  source: LeadSource
  nextFollowAt?: string | null
}

export interface LeadNoteInput {
  text: string
  status?: LeadStatus
  nextFollowAt?: string | null
}

/** A coupon batch an admin allowed this salesperson, with how many they issued and how many were used. */
export interface SalesCouponBatch {
  id: number
  title: string
  type: CouponType
  /** amount_off: fen off; discount: percent paid (85 = 15 % off); others 0. */
  value: number
  minSpendFen: number
  quota: number
  issued: number
  used: number
  /** Path of the coupon's share page with the sales code, or null when the batch has no share link. */
  sharePath: string | null
}

export interface CouponIssueInput {
  phone: string
}

/** One coupon the salesperson issued: who holds it and whether it was used. */
export interface SalesCouponGrant {
  id: number
  holder: string
  issuedAt: string
  used: boolean
  usedAt: string | null
}

export interface Withdrawal {
  id: number
  amountFen: number
  status: WithdrawalStatus
  /** The reviewer's reason when rejected; the payout reference when paid. */
  note: string
  reference: string
  createdAt: string
  reviewedAt: string | null
  paidAt: string | null
  /** A WeChat Pay transfer's state as WeChat last reported it (WAIT_USER_CONFIRM, SUCCESS, FAIL, ...); null: none made. */
  transferState: string | null
  /** While WeChat waits for the payee's confirmation: what wx.requestMerchantTransfer needs in the mini-program. */
  transferPackage: string | null
  /** With transferPackage: the merchant and appid wx.requestMerchantTransfer takes beside it. */
  transferMerchant: { mchId: string; appId: string } | null
}

export interface WithdrawalInput {
  amountFen: number
}
