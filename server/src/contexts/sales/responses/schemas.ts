// The response schemas of the sales endpoints: each must match its contract shape (satisfies) and strips the rest.
import { z } from 'zod'
import { COUPON_TYPES } from '@contract/catalog/constants'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import { ATTRIBUTION_VIA, LEAD_SOURCES, LEAD_STATUSES, WITHDRAWAL_STATUSES } from '@contract/sales/constants'
import type { AdminAllowance, AdminSalesperson, AdminWithdrawal, SalesRules } from '@contract/sales/admin-shapes'
import type {
  AttributedOrder, Lead, LeadDetail, SalesClass, SalesClassDetail, SalesCouponBatch, SalesCouponGrant, SalesPerformance,
  SalesProfile, Withdrawal
} from '@contract/sales/shapes'

const int = z.number().int()
const counts = { paid: int, pending: int, refunded: int, paidFen: int }

export const profileResponse = z.object({ code: z.string(), rateBp: int, earnedFen: int, balanceFen: int }) satisfies z.ZodType<SalesProfile>
export const salesClassResponse = z.object({
  id: int, goodsTitle: z.string(), name: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(),
  capacity: int, seatsLeft: int, ...counts
}) satisfies z.ZodType<SalesClass>
export const salesClassDetailResponse = z.object({
  cls: salesClassResponse, days: z.array(z.object({ day: z.string(), ...counts }))
}) satisfies z.ZodType<SalesClassDetail>
export const performanceResponse = z.object({
  profile: profileResponse,
  months: z.array(z.object({ month: z.string(), orders: int, amountFen: int, refundedFen: int, commissionFen: int }))
}) satisfies z.ZodType<SalesPerformance>
export const attributedOrderResponse = z.object({
  id: int, orderNo: z.string(), goodsTitle: z.string(), className: z.string().nullable(), buyer: z.string(),
  status: z.enum(ORDER_STATUSES), via: z.enum(ATTRIBUTION_VIA), amountFen: int, refundedFen: int, commissionFen: int, paidAt: z.string()
}) satisfies z.ZodType<AttributedOrder>
export const leadResponse = z.object({
  id: int, name: z.string(), phone: z.string(), source: z.enum(LEAD_SOURCES), status: z.enum(LEAD_STATUSES),
  nextFollowAt: z.string().nullable(), followDue: z.boolean(), convertedAt: z.string().nullable(), createdAt: z.string(), updatedAt: z.string()
}) satisfies z.ZodType<Lead>
export const leadDetailResponse = z.object({
  lead: leadResponse,
  notes: z.array(z.object({ id: int, text: z.string(), status: z.enum(LEAD_STATUSES).nullable(), createdAt: z.string() })),
  orders: int
}) satisfies z.ZodType<LeadDetail>
export const couponBatchResponse = z.object({
  id: int, title: z.string(), type: z.enum(COUPON_TYPES), value: int, minSpendFen: int, quota: int, issued: int, used: int,
  sharePath: z.string().nullable()
}) satisfies z.ZodType<SalesCouponBatch>
export const couponGrantResponse = z.object({
  id: int, holder: z.string(), issuedAt: z.string(), used: z.boolean(), usedAt: z.string().nullable()
}) satisfies z.ZodType<SalesCouponGrant>
export const withdrawalResponse = z.object({
  id: int, amountFen: int, status: z.enum(WITHDRAWAL_STATUSES), note: z.string(), reference: z.string(), createdAt: z.string(),
  reviewedAt: z.string().nullable(), paidAt: z.string().nullable(), transferState: z.string().nullable(), transferPackage: z.string().nullable(),
  transferMerchant: z.object({ mchId: z.string(), appId: z.string() }).nullable()
}) satisfies z.ZodType<Withdrawal>

export const rulesResponse = z.object({ defaultRateBp: int, leadWindowDays: int }) satisfies z.ZodType<SalesRules>
export const salespersonResponse = z.object({
  userId: int, name: z.string(), phone: z.string(), code: z.string(), rateBp: int.nullable(), effectiveRateBp: int, earnedFen: int, balanceFen: int
}) satisfies z.ZodType<AdminSalesperson>
export const allowanceResponse = z.object({
  id: int, salespersonId: int, salesperson: z.string(), templateId: int, title: z.string(), type: z.enum(COUPON_TYPES), value: int,
  quota: int, issued: int
}) satisfies z.ZodType<AdminAllowance>
export const adminWithdrawalResponse = withdrawalResponse.extend({
  salespersonId: int, salesperson: z.string(), phone: z.string()
}) satisfies z.ZodType<AdminWithdrawal>
