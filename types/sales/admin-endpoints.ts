// The back office's sales endpoints: rules and rates (admin), coupon batches per salesperson (admin), withdrawal
// review (admin, finance) and payout (finance: money leaves the company, ADMIN_ACCESS.salesPayout).
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import type {
  AdminAllowance, AdminSalesperson, AdminSalesQuery, AdminWithdrawal, AdminWithdrawalQuery, AllowanceInput,
  PayWithdrawalInput, RejectWithdrawalInput, SalespersonRateInput, SalesRules
} from './admin-shapes'
import { define } from '../define'

const rules = adminAccess('salesRules')
const review = adminAccess('salesWithdrawals')

export const getSalesRules = define<{ response: SalesRules }>()({
  method: 'GET', path: '/api/admin/sales/rules', access: rules, summary: 'Default commission rate and lead attribution window'
})
export const setSalesRules = define<{ body: SalesRules; response: SalesRules }>()({
  method: 'PUT', path: '/api/admin/sales/rules', access: rules, summary: 'Set the default rate and lead window; audited'
})
export const listSalespeople = define<{ query: AdminSalesQuery; response: Paged<AdminSalesperson> }>()({
  method: 'GET', path: '/api/admin/sales/people', access: rules, summary: 'Salespeople with code, rate, earned and balance'
})
export const setSalespersonRate = define<{ body: SalespersonRateInput; response: AdminSalesperson }>()({
  method: 'PUT', path: '/api/admin/sales/people/:id', access: rules, summary: 'A salesperson\'s own rate (null: the default); audited'
})
export const listAllowances = define<{ query: AdminSalesQuery; response: Paged<AdminAllowance> }>()({
  method: 'GET', path: '/api/admin/sales/allowances', access: rules, summary: 'Coupon batches allowed per salesperson'
})
export const setAllowance = define<{ body: AllowanceInput; response: AdminAllowance }>()({
  method: 'POST', path: '/api/admin/sales/allowances', access: rules,
  summary: 'Allow a salesperson a coupon batch with a quota (again: changes the quota); audited'
})
export const listAdminWithdrawals = define<{ query: AdminWithdrawalQuery; response: Paged<AdminWithdrawal> }>()({
  method: 'GET', path: '/api/admin/sales/withdrawals', access: review, summary: 'Withdrawal requests, by status'
})
export const approveWithdrawal = define<{ response: AdminWithdrawal }>()({
  method: 'POST', path: '/api/admin/sales/withdrawals/:id/approve', access: review, summary: 'Approve a requested withdrawal; audited'
})
export const rejectWithdrawal = define<{ body: RejectWithdrawalInput; response: AdminWithdrawal }>()({
  method: 'POST', path: '/api/admin/sales/withdrawals/:id/reject', access: review,
  summary: 'Reject a withdrawal not yet paid (the amount returns to the balance); audited'
})
export const payWithdrawal = define<{ body: PayWithdrawalInput; response: AdminWithdrawal }>()({
  method: 'POST', path: '/api/admin/sales/withdrawals/:id/pay', access: adminAccess('salesPayout'),
  summary: 'Mark an approved withdrawal paid with the transfer\'s reference; audited'
})
export const transferWithdrawal = define<{ response: AdminWithdrawal }>()({
  method: 'POST', path: '/api/admin/sales/withdrawals/:id/transfer', access: adminAccess('salesPayout'),
  summary: 'Pay an approved withdrawal by WeChat Pay transfer to the salesperson\'s WeChat balance, or check a transfer under way (same out_bill_no: never pays twice); audited'
})
