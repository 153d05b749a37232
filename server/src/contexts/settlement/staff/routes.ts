// /api/settlement/*: EP and education staff read their own organisation (roles ep or edu from the definitions).
// The organisation is the caller's membership, put in the WHERE of every read: another organisation's class or
// statement is not found, and a staff member outside any organisation sees empty lists.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/settlement/endpoints'
import { monthQuery, orgClassQuery, pageQuery } from '@contract/settlement/schemas'
import { chinaDate } from '@contract/china-time'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { idParamsSchema, offsetOf, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { SettlementContext } from '../context'
import { orgClassById, orgClassPage } from '../figures/class-figures'
import { classLearnerPage } from '../figures/learners'
import { orgMonths } from '../figures/months'
import { orgIdsOf } from '../scope/membership'
import { monthOf, monthRange } from '../scope/months'
import {
  monthRecordResponse, myOrgResponse, orgClassLearnerResponse, orgClassResponse, statementDetailResponse, statementResponse
} from '../scope/responses'
import { statementDetail, statementPage, staffScope } from '../statements/read'
import { myOrg } from './my-org'

const opts = { tag: 'settlement' }
const classParams = idParamsSchema('班级编号')
const classNotFound = () => userError('NOT_FOUND', '班级不存在')

export function staffRoutes(app: FastifyInstance, ctx: SettlementContext) {
  const { db } = ctx
  route(app, api.getMyOrg, { response: myOrgResponse }, async (req) => myOrg(ctx, requireUser(req).id), opts)
  route(app, api.listOrgClasses, { query: orgClassQuery, response: pagedSchema(orgClassResponse) }, async (req) => {
    const { page, size, month } = req.query
    const range = month ? monthRange(month) : undefined
    const scope = { orgIds: orgIdsOf(db, requireUser(req).id), month: range && { start: chinaDate(range.start), end: chinaDate(range.end) } }
    return { ...(await orgClassPage(db, scope, offsetOf(req.query), size)), page, size }
  }, opts)
  route(app, api.getOrgClass, { params: classParams, response: orgClassResponse }, async (req) =>
    (await orgClassById(db, { orgIds: orgIdsOf(db, requireUser(req).id) }, req.params.id)) ?? Promise.reject(classNotFound()), opts)
  route(app, api.listOrgClassLearners, { params: classParams, query: pageQuery, response: pagedSchema(orgClassLearnerResponse) }, async (req) => {
    const orgIds = orgIdsOf(db, requireUser(req).id)
    if (!(await orgClassById(db, { orgIds }, req.params.id))) throw classNotFound()
    const { page, size } = req.query
    return { ...(await classLearnerPage(db, orgIds, req.params.id, offsetOf(req.query), size)), page, size }
  }, opts)
  route(app, api.listOrgMonths, { query: monthQuery, response: monthRecordResponse.array() }, async (req) => {
    const current = monthOf(ctx.now())
    return orgMonths(db, orgIdsOf(db, requireUser(req).id), req.query.year ?? current.slice(0, 4), current)
  }, opts)
  route(app, api.listOrgStatements, { query: pageQuery, response: pagedSchema(statementResponse) }, async (req) => {
    const { page, size } = req.query
    return { ...(await statementPage(db, staffScope(orgIdsOf(db, requireUser(req).id)), offsetOf(req.query), size)), page, size }
  }, opts)
  route(app, api.getOrgStatement, { params: idParamsSchema('结算单编号'), response: statementDetailResponse }, async (req) =>
    (await statementDetail(db, req.params.id, staffScope(orgIdsOf(db, requireUser(req).id))))
      ?? Promise.reject(userError('NOT_FOUND', '结算单不存在')), opts)
}
