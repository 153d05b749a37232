// What the back office's sales screens read and send: rules and rates, coupon batches allowed per salesperson,
// withdrawals to review and pay.
import type { CouponType } from '../catalog/constants'
import type { WithdrawalStatus } from './constants'
import type { Withdrawal } from './shapes'

export interface SalesRules {
  /** The rate of a salesperson without a rate of their own (basis points). */
  defaultRateBp: number
  /** How long after converting a lead the learner's orders count for its salesperson. */
  leadWindowDays: number
}

export interface AdminSalesperson {
  userId: number
  name: string
  phone: string
  code: string
  /** Null: the default rate applies. */
  rateBp: number | null
  effectiveRateBp: number
  earnedFen: number
  balanceFen: number
}

export interface SalespersonRateInput {
  rateBp: number | null
}

export interface AdminAllowance {
  id: number
  salespersonId: number
  salesperson: string
  templateId: number
  title: string
  type: CouponType
  value: number
  quota: number
  issued: number
}

export interface AllowanceInput {
  salespersonId: number
  templateId: number
  quota: number
}

export interface AdminWithdrawal extends Withdrawal {
  salespersonId: number
  salesperson: string
  phone: string
}

export interface AdminWithdrawalQuery {
  page?: number
  size?: number
  status?: WithdrawalStatus
}

export interface AdminSalesQuery {
  page?: number
  size?: number
  keyword?: string
}

export interface RejectWithdrawalInput {
  reason: string
}

export interface PayWithdrawalInput {
  reference: string
}
