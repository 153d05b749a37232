// The salesperson's endpoints (role sales). Each answers only the caller's own leads, orders, coupons and
// withdrawals: the owner is in the same SQL WHERE as the id. Class enrolment is company-wide, also for academic staff.
import type { Paged, PageQuery } from '../envelope'
import type {
  AttributedOrder, AttributedOrderQuery, CouponIssueInput, Lead, LeadDetail, LeadInput, LeadNoteInput, LeadQuery,
  SalesClass, SalesClassDetail, SalesCouponBatch, SalesCouponGrant, SalesPerformance, SalesProfile, Withdrawal,
  WithdrawalInput
} from './shapes'
import { define } from '../define'

const sales = { roles: ['sales'] } as const
const enrolment = { roles: ['sales', 'academic', 'admin'] } as const

export const getSalesProfile = define<{ response: SalesProfile }>()({
  method: 'GET', path: '/api/sales/me', access: sales, summary: 'My sales code, commission rate, earned and balance'
})
export const listSalesClasses = define<{ query: PageQuery; response: Paged<SalesClass> }>()({
  method: 'GET', path: '/api/sales/classes', access: enrolment, summary: 'Classes with seats, paid, pending, refunded (班级招生情况)'
})
export const getSalesClass = define<{ response: SalesClassDetail }>()({
  method: 'GET', path: '/api/sales/classes/:id', access: enrolment, summary: 'One class\'s enrolment by day'
})
export const getSalesPerformance = define<{ response: SalesPerformance }>()({
  method: 'GET', path: '/api/sales/performance', access: sales, summary: 'My attributed amounts and commission by month (我的业绩)'
})
export const listAttributedOrders = define<{ query: AttributedOrderQuery; response: Paged<AttributedOrder> }>()({
  method: 'GET', path: '/api/sales/orders', access: sales, summary: 'Orders attributed to me, newest paid first'
})
export const listLeads = define<{ query: LeadQuery; response: Paged<Lead> }>()({
  method: 'GET', path: '/api/sales/leads', access: sales, summary: 'My leads, follow-ups due first'
})
export const createLead = define<{ body: LeadInput; response: Lead }>()({
  method: 'POST', path: '/api/sales/leads', access: sales, summary: 'Add a lead (one lead per phone)'
})
export const getLead = define<{ response: LeadDetail }>()({
  method: 'GET', path: '/api/sales/leads/:id', access: sales, summary: 'One of my leads with its follow-up notes'
})
export const updateLead = define<{ body: LeadInput; response: Lead }>()({
  method: 'PUT', path: '/api/sales/leads/:id', access: sales, summary: 'Edit one of my leads'
})
export const addLeadNote = define<{ body: LeadNoteInput; response: LeadDetail }>()({
  method: 'POST', path: '/api/sales/leads/:id/notes', access: sales,
  summary: 'A follow-up note, optionally moving the status and setting the next follow-up'
})
export const listSalesCoupons = define<{ response: SalesCouponBatch[] }>()({
  method: 'GET', path: '/api/sales/coupons', access: sales, summary: 'Coupon batches I may issue, with issued and used counts'
})
export const issueSalesCoupon = define<{ body: CouponIssueInput; response: SalesCouponGrant }>()({
  method: 'POST', path: '/api/sales/coupons/:id/issue', access: sales, summary: 'Issue a coupon of an allowed batch to a phone'
})
export const listCouponGrants = define<{ query: PageQuery; response: Paged<SalesCouponGrant> }>()({
  method: 'GET', path: '/api/sales/coupons/:id/grants', access: sales, summary: 'Who received a batch\'s coupons from me and used them'
})
export const listWithdrawals = define<{ query: PageQuery; response: Paged<Withdrawal> }>()({
  method: 'GET', path: '/api/sales/withdrawals', access: sales, summary: 'My withdrawal requests, newest first'
})
export const requestWithdrawal = define<{ body: WithdrawalInput; response: Withdrawal }>()({
  method: 'POST', path: '/api/sales/withdrawals', access: sales, summary: 'Ask to withdraw commission (at most the balance)'
})
export const getWithdrawal = define<{ response: Withdrawal }>()({
  method: 'GET', path: '/api/sales/withdrawals/:id', access: sales, summary: 'One of my withdrawal requests'
})
export const refreshWithdrawal = define<{ response: Withdrawal }>()({
  method: 'POST', path: '/api/sales/withdrawals/:id/refresh', access: sales,
  summary: 'Ask WeChat Pay how my withdrawal\'s transfer stands (after confirming the receipt) and record it'
})
