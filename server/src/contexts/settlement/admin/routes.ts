// /api/admin/settlement/* and /api/admin/finance/report: the back office's settlement (roles admin or finance from
// the endpoint definitions; the guard answers 401/403). Writes are audited in their services.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/settlement/admin-endpoints'
import {
  adminOrgQuery, adminStatementQuery, classLinkBody, financeReportQuery, generateStatementBody, memberBody, orgBody,
  pageQuery, payStatementBody, shareBody
} from '@contract/settlement/schemas'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { idParamsSchema, offsetOf, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { SettlementContext } from '../context'
import * as links from '../orgs/links'
import * as orgs from '../orgs/orgs'
import { financeReport } from '../reports/finance'
import {
  adminOrgResponse, financeReportResponse, orgClassLinkResponse, orgMemberResponse, orgShareResponse, removedResponse,
  statementDetailResponse, statementLineResponse, statementResponse
} from '../scope/responses'
import { linePage, statementDetail, statementPage } from '../statements/read'
import { confirmStatement, generateStatement, payStatement } from '../statements/service'
import { settlementStatements } from '../tables'

const opts = { tag: 'settlement' }
const orgParams = idParamsSchema('机构编号')
const statementParams = idParamsSchema('结算单编号')
const memberParams = z.strictObject({ id: orgParams.shape.id, userId: idParamsSchema('用户编号').shape.id })
const classParams = z.strictObject({ id: orgParams.shape.id, classId: idParamsSchema('班级编号').shape.id })
const statementNotFound = () => userError('NOT_FOUND', '结算单不存在')

export function adminSettlementRoutes(app: FastifyInstance, ctx: SettlementContext) {
  orgRoutes(app, ctx)
  linkRoutes(app, ctx)
  statementRoutes(app, ctx)
  route(app, api.getFinanceReport, { query: financeReportQuery, response: financeReportResponse }, async (req) => financeReport(ctx.db, req.query), opts)
}

function orgRoutes(app: FastifyInstance, ctx: SettlementContext) {
  route(app, api.listAdminOrgs, { query: adminOrgQuery, response: pagedSchema(adminOrgResponse) }, async (req) => orgs.listOrgs(ctx, req.query), opts)
  route(app, api.getAdminOrg, { params: orgParams, response: adminOrgResponse }, async (req) => orgs.orgById(ctx, req.params.id), opts)
  route(app, api.createAdminOrg, { body: orgBody, response: adminOrgResponse }, async (req) => orgs.createOrg(ctx, requireUser(req), req.body), opts)
  route(app, api.updateAdminOrg, { params: orgParams, body: orgBody, response: adminOrgResponse }, async (req) =>
    orgs.updateOrg(ctx, requireUser(req), req.params.id, req.body), opts)
}

function linkRoutes(app: FastifyInstance, ctx: SettlementContext) {
  route(app, api.listAdminOrgMembers, { params: orgParams, response: orgMemberResponse.array() }, async (req) => links.listMembers(ctx, req.params.id), opts)
  route(app, api.addAdminOrgMember, { params: orgParams, body: memberBody, response: orgMemberResponse }, async (req) =>
    links.addMember(ctx, requireUser(req), req.params.id, req.body.phone), opts)
  route(app, api.removeAdminOrgMember, { params: memberParams, response: removedResponse }, async (req) =>
    links.removeMember(ctx, requireUser(req), req.params.id, req.params.userId), opts)
  route(app, api.listAdminOrgClasses, { params: orgParams, response: orgClassLinkResponse.array() }, async (req) => links.listClassLinks(ctx, req.params.id), opts)
  route(app, api.linkAdminOrgClass, { params: orgParams, body: classLinkBody, response: orgClassLinkResponse }, async (req) =>
    links.linkClass(ctx, requireUser(req), req.params.id, req.body.classId), opts)
  route(app, api.unlinkAdminOrgClass, { params: classParams, response: removedResponse }, async (req) =>
    links.unlinkClass(ctx, requireUser(req), req.params.id, req.params.classId), opts)
  route(app, api.listAdminOrgShares, { params: orgParams, response: orgShareResponse.array() }, async (req) => links.listShares(ctx, req.params.id), opts)
  route(app, api.addAdminOrgShare, { params: orgParams, body: shareBody, response: orgShareResponse }, async (req) =>
    links.addShare(ctx, requireUser(req), req.params.id, req.body), opts)
}

function statementRoutes(app: FastifyInstance, ctx: SettlementContext) {
  const { db } = ctx
  route(app, api.listAdminStatements, { query: adminStatementQuery, response: pagedSchema(statementResponse) }, async (req) => {
    const { page, size, orgId, status, month } = req.query
    const where = and(
      orgId ? eq(settlementStatements.orgId, orgId) : undefined,
      status ? eq(settlementStatements.status, status) : undefined,
      month ? eq(settlementStatements.month, month) : undefined
    )
    return { ...(await statementPage(db, where, offsetOf(req.query), size)), page, size }
  }, opts)
  route(app, api.generateAdminStatement, { body: generateStatementBody, response: statementDetailResponse }, async (req) =>
    generateStatement(ctx, requireUser(req), req.body.orgId, req.body.month), opts)
  route(app, api.getAdminStatement, { params: statementParams, response: statementDetailResponse }, async (req) =>
    (await statementDetail(db, req.params.id)) ?? Promise.reject(statementNotFound()), opts)
  route(app, api.listAdminStatementLines, { params: statementParams, query: pageQuery, response: pagedSchema(statementLineResponse) }, async (req) => {
    if (!(await statementDetail(db, req.params.id))) throw statementNotFound()
    const { page, size } = req.query
    return { ...(await linePage(db, req.params.id, offsetOf(req.query), size)), page, size }
  }, opts)
  route(app, api.confirmAdminStatement, { params: statementParams, response: statementDetailResponse }, async (req) =>
    confirmStatement(ctx, requireUser(req), req.params.id), opts)
  route(app, api.payAdminStatement, { params: statementParams, body: payStatementBody, response: statementDetailResponse }, async (req) =>
    payStatement(ctx, requireUser(req), req.params.id, req.body.reference), opts)
}
