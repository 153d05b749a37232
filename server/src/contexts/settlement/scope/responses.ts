// Response schemas shared by the settlement modules: each must match its contract shape (checked by `satisfies`)
// and strips anything else a handler returns.
import { z } from 'zod'
import type {
  AdminOrg, FinanceReport, FinanceReportRow, OrgClassLink, OrgMember, OrgShare
} from '@contract/settlement/admin-shapes'
import { LINE_KINDS, ORG_KINDS, PAY_CHANNEL_GROUPS, REPORT_GROUPS, STATEMENT_STATUSES } from '@contract/settlement/constants'
import type {
  MonthRecord, MyOrg, OrgClass, OrgClassLearner, Statement, StatementDetail, StatementLine
} from '@contract/settlement/shapes'

const int = z.number().int()
const fen = int

export const myOrgResponse = z.object({
  id: int, kind: z.enum(ORG_KINDS), name: z.string(), shareBp: int.nullable(), classes: int
}) satisfies z.ZodType<MyOrg>

export const orgClassResponse = z.object({
  classId: int, className: z.string(), goodsTitle: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(),
  capacity: int, learners: int, attended: int, paidOrders: int, refundedOrders: int, receivedFen: fen, refundedFen: fen, netFen: fen
}) satisfies z.ZodType<OrgClass>

export const orgClassLearnerResponse = z.object({
  orderId: int, orderNo: z.string(), name: z.string(), phone: z.string(), status: z.enum(['paid', 'refunding', 'refunded']),
  amountFen: fen, refundedFen: fen, paidAt: z.string()
}) satisfies z.ZodType<OrgClassLearner>

export const monthRecordResponse = z.object({
  month: z.string(), classesOpened: int, learners: int, receivedFen: fen, refundedFen: fen, netFen: fen
}) satisfies z.ZodType<MonthRecord>

export const statementResponse = z.object({
  id: int, orgId: int, orgName: z.string(), orgKind: z.enum(ORG_KINDS), month: z.string(), status: z.enum(STATEMENT_STATUSES),
  classesOpened: int, learners: int, receivedFen: fen, refundedFen: fen, adjustmentFen: fen, netFen: fen, shareBp: int,
  shareFen: fen, paidFen: fen, dueFen: fen, generatedAt: z.string(), confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(), paymentRef: z.string()
}) satisfies z.ZodType<Statement>

export const statementLineResponse = z.object({
  id: int, kind: z.enum(LINE_KINDS), orderNo: z.string(), className: z.string(), learnerName: z.string(), amountFen: fen,
  at: z.string(), adjustment: z.boolean()
}) satisfies z.ZodType<StatementLine>

export const statementDetailResponse = statementResponse.extend({ lines: z.array(statementLineResponse) }) satisfies z.ZodType<StatementDetail>

export const adminOrgResponse = z.object({
  id: int, kind: z.enum(ORG_KINDS), name: z.string(), contact: z.string(), members: int, classes: int,
  shareBp: int.nullable(), createdAt: z.string()
}) satisfies z.ZodType<AdminOrg>

export const orgMemberResponse = z.object({ userId: int, name: z.string(), phone: z.string(), joinedAt: z.string() }) satisfies z.ZodType<OrgMember>

export const orgClassLinkResponse = z.object({
  classId: int, className: z.string(), goodsTitle: z.string(), startDate: z.string(), endDate: z.string(), city: z.string()
}) satisfies z.ZodType<OrgClassLink>

export const orgShareResponse = z.object({ id: int, shareBp: int, validFrom: z.string(), createdAt: z.string() }) satisfies z.ZodType<OrgShare>

const reportRow = z.object({
  key: z.string(), label: z.string(), paidOrders: int, receivedFen: fen, refundCount: int, refundedFen: fen, netFen: fen,
  refundRateBp: int, couponFen: fen, pointsFen: fen, pointsUsed: int
}) satisfies z.ZodType<FinanceReportRow>

export const financeReportResponse = z.object({
  from: z.string(), to: z.string(), groupBy: z.enum(REPORT_GROUPS), rows: z.array(reportRow), totals: reportRow,
  channels: z.array(z.enum(PAY_CHANNEL_GROUPS)).readonly()
}) satisfies z.ZodType<FinanceReport>

export const removedResponse = z.object({ removed: z.literal(true) })
