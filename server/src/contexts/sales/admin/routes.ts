// The back office's sales endpoints (types/sales/admin-endpoints.ts): rules, rates, coupon batches per salesperson,
// withdrawal review and payout. Every write is audited with the signed-in operator.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/sales/admin-endpoints'
import {
  adminPageQuery, adminWithdrawalQuery, allowanceSchema, payWithdrawalSchema, rejectWithdrawalSchema, salespersonRateSchema,
  salesRulesSchema
} from '@contract/sales/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { SalesContext } from '../context'
import * as r from '../responses/schemas'
import { listAllowances, setAllowance } from './allowances'
import { getRules, listPeople, setPersonRate, setRules } from './people'
import { transferWithdrawal } from './transfer'
import { approve, listWithdrawals, pay, reject } from './withdrawals'

const opts = { tag: 'sales' }
const withdrawalParams = idParamsSchema('提现申请编号')

export function salesAdminRoutes(app: FastifyInstance, ctx: SalesContext) {
  route(app, api.getSalesRules, { response: r.rulesResponse }, async () => getRules(ctx), opts)
  route(app, api.setSalesRules, { body: salesRulesSchema, response: r.rulesResponse }, async (req) =>
    setRules(ctx, requireUser(req), req.body), opts)
  route(app, api.listSalespeople, { query: adminPageQuery, response: pagedSchema(r.salespersonResponse) }, async (req) =>
    listPeople(ctx, req.query), opts)
  route(app, api.setSalespersonRate, { params: idParamsSchema('销售编号'), body: salespersonRateSchema, response: r.salespersonResponse }, async (req) =>
    setPersonRate(ctx, requireUser(req), req.params.id, req.body.rateBp), opts)
  route(app, api.listAllowances, { query: adminPageQuery, response: pagedSchema(r.allowanceResponse) }, async (req) =>
    listAllowances(ctx, req.query), opts)
  route(app, api.setAllowance, { body: allowanceSchema, response: r.allowanceResponse }, async (req) =>
    setAllowance(ctx, requireUser(req), req.body), opts)
  route(app, api.listAdminWithdrawals, { query: adminWithdrawalQuery, response: pagedSchema(r.adminWithdrawalResponse) }, async (req) =>
    listWithdrawals(ctx, req.query), opts)
  route(app, api.approveWithdrawal, { params: withdrawalParams, response: r.adminWithdrawalResponse }, async (req) =>
    approve(ctx, requireUser(req), req.params.id), opts)
  route(app, api.rejectWithdrawal, { params: withdrawalParams, body: rejectWithdrawalSchema, response: r.adminWithdrawalResponse }, async (req) =>
    reject(ctx, requireUser(req), req.params.id, req.body.reason), opts)
  route(app, api.payWithdrawal, { params: withdrawalParams, body: payWithdrawalSchema, response: r.adminWithdrawalResponse }, async (req) =>
    pay(ctx, requireUser(req), req.params.id, req.body.reference), opts)
  route(app, api.transferWithdrawal, { params: withdrawalParams, response: r.adminWithdrawalResponse }, async (req) =>
    transferWithdrawal(ctx, requireUser(req), req.params.id), opts)
}
