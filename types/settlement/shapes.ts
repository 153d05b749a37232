// What the settlement endpoints answer to EP and education staff: their organisation, its classes with the money
// each brought, the learners of a class, month records and the statements. Money is integer fen, computed on the
// server from orders and refunds; nothing here is typed in by anybody.
import type { PageQuery } from '../envelope'
import type { LineKind, OrgKind, StatementStatus } from './constants'

export interface OrgBrief {
  id: number
  kind: OrgKind
  name: string
}

/** The signed-in staff member's organisation, with its share in effect today (basis points, null when none set). */
export interface MyOrg extends OrgBrief {
  shareBp: number | null
  classes: number
}

/** One class of the organisation with what its orders brought (payments received, refunds paid back). */
export interface OrgClass {
  classId: number
  className: string
  goodsTitle: string
  city: string
  startDate: string
  endDate: string
  capacity: number
  /** Learners holding a paid seat now. */
  learners: number
  /** Learners who checked in at least once (attendance). */
  attended: number
  paidOrders: number
  refundedOrders: number
  receivedFen: number
  refundedFen: number
  netFen: number
}

export interface OrgClassQuery extends PageQuery {
  /** YYYY-MM: classes starting in that month. */
  month?: string
}

/** A learner of a class as the organisation sees them: the phone masked. */
export interface OrgClassLearner {
  orderId: number
  orderNo: string
  name: string
  phone: string
  status: 'paid' | 'refunding' | 'refunded'
  amountFen: number
  refundedFen: number
  paidAt: string
}

/** One month of the organisation: classes starting in it, their learners, and the money moved in it. */
export interface MonthRecord {
  month: string
  classesOpened: number
  learners: number
  receivedFen: number
  refundedFen: number
  netFen: number
}

export interface MonthQuery {
  /** The year (YYYY); the current one when left out. */
  year?: string
}

export interface Statement {
  id: number
  orgId: number
  orgName: string
  orgKind: OrgKind
  month: string
  status: StatementStatus
  classesOpened: number
  learners: number
  receivedFen: number
  refundedFen: number
  /** Refunds of earlier months paid back after those months' statements were confirmed (included in refundedFen). */
  adjustmentFen: number
  netFen: number
  shareBp: number
  /** The organisation's share of the net amount. */
  shareFen: number
  paidFen: number
  dueFen: number
  generatedAt: string
  confirmedAt: string | null
  paidAt: string | null
  paymentRef: string
}

export interface StatementLine {
  id: number
  kind: LineKind
  orderNo: string
  className: string
  learnerName: string
  /** Positive for a payment, negative for a refund. */
  amountFen: number
  at: string
  /** A refund of an earlier month carried into this statement. */
  adjustment: boolean
}

export interface StatementDetail extends Statement {
  lines: StatementLine[]
}
