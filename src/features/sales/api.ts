// The sales area's calls, through the sales contract (types/sales/endpoints.ts).
import * as api from '@contract/sales/endpoints'
import type { PageQuery } from '@contract/envelope'
import type { AttributedOrderQuery, LeadInput, LeadNoteInput, LeadQuery } from '@contract/sales/shapes'
import { call } from '@/shared/request'

export const getSalesProfile = () => call(api.getSalesProfile, {})
export const listSalesClasses = (query: PageQuery) => call(api.listSalesClasses, { query })
export const getSalesClass = (id: number) => call(api.getSalesClass, { params: { id } })
export const getPerformance = () => call(api.getSalesPerformance, {})
export const listAttributedOrders = (query: AttributedOrderQuery) => call(api.listAttributedOrders, { query })
export const listLeads = (query: LeadQuery) => call(api.listLeads, { query })
export const createLead = (body: LeadInput) => call(api.createLead, { body })
export const getLead = (id: number) => call(api.getLead, { params: { id } })
export const updateLead = (id: number, body: LeadInput) => call(api.updateLead, { params: { id }, body })
export const addLeadNote = (id: number, body: LeadNoteInput) => call(api.addLeadNote, { params: { id }, body })
export const listSalesCoupons = () => call(api.listSalesCoupons, {})
export const issueCoupon = (id: number, phone: string) => call(api.issueSalesCoupon, { params: { id }, body: { phone } })
export const listCouponGrants = (id: number, query: PageQuery) => call(api.listCouponGrants, { params: { id }, query })
export const listWithdrawals = (query: PageQuery) => call(api.listWithdrawals, { query })
export const requestWithdrawal = (amountFen: number) => call(api.requestWithdrawal, { body: { amountFen } })
export const getWithdrawal = (id: number) => call(api.getWithdrawal, { params: { id } })
export const refreshWithdrawal = (id: number) => call(api.refreshWithdrawal, { params: { id } })
