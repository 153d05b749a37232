// The back office's settlement and finance shapes: organisations with their members, classes and shares,
// statements (generate, confirm, pay) and the finance report. No zod here (the console imports this file).
import type { PageQuery } from '../envelope'
import type { OrgKind, PayChannelGroup, ReportGroup, StatementStatus } from './constants'

export interface AdminOrg {
  id: number
  kind: OrgKind
  name: string
  contact: string
  members: number
  classes: number
  /** The share in effect today, basis points; null before one is set. */
  shareBp: number | null
  createdAt: string
}

export interface AdminOrgQuery extends PageQuery {
  kind?: OrgKind
  keyword?: string
}

export interface OrgInput {
  kind: OrgKind
  name: string
  contact: string
}

export interface OrgMember {
  userId: number
  name: string
  phone: string
  joinedAt: string
}

export interface MemberInput {
  phone: string
}

export interface OrgClassLink {
  classId: number
  className: string
  goodsTitle: string
  startDate: string
  endDate: string
  city: string
}

export interface ClassLinkInput {
  classId: number
}

export interface OrgShare {
  id: number
  shareBp: number
  validFrom: string
  createdAt: string
}

export interface ShareInput {
  shareBp: number
  /** YYYY-MM-DD: the first day the share applies to (a month's statement uses the share in effect on its last day). */
  validFrom: string
}

export interface AdminStatementQuery extends PageQuery {
  orgId?: number
  status?: StatementStatus
  month?: string
}

export interface GenerateStatementInput {
  orgId: number
  /** YYYY-MM, a month that has ended or the current one. */
  month: string
}

export interface PayStatementInput {
  /** The bank transfer's reference, as finance sees it on the bank's record. */
  reference: string
}

export interface FinanceReportQuery {
  from: string
  to: string
  groupBy: ReportGroup
}

/** One group of a finance report: orders paid in the range and refunds paid back in it. */
export interface FinanceReportRow {
  key: string
  /** What the key names: a goods title, a kind, a channel, a day or a month. */
  label: string
  paidOrders: number
  receivedFen: number
  refundCount: number
  refundedFen: number
  netFen: number
  /** Refunded ÷ received, in basis points (0 when nothing was received). */
  refundRateBp: number
  couponFen: number
  pointsFen: number
  pointsUsed: number
}

export interface FinanceReport {
  from: string
  to: string
  groupBy: ReportGroup
  rows: FinanceReportRow[]
  totals: FinanceReportRow
  channels: readonly PayChannelGroup[]
}
