// /api/admin/training/*: the back office's moves, libraries, programs, unlock codes and reported shared plans.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/training/admin-endpoints'
import { moveInput, programListQuery } from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema, pageQuerySchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import * as s from './schemas'
import { saveSchedule } from './schedule'
import * as service from './service'

const tag = 'training'
const id = idParamsSchema('编号')

export function adminTrainingRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  route(app, api.listAdminMoves, { query: s.adminMoveListQuery, response: pagedSchema(s.adminMove) }, async (req) => service.listMoves(db, req.query), { tag })
  route(app, api.getAdminMove, { params: id, response: s.adminMove }, async (req) => service.getMove(db, req.params.id), { tag })
  route(app, api.createAdminMove, { body: moveInput, response: s.adminMove }, async (req) => service.saveMove(db, requireUser(req), null, req.body, now()), { tag })
  route(app, api.updateAdminMove, { params: id, body: moveInput, response: s.adminMove }, async (req) => service.saveMove(db, requireUser(req), req.params.id, req.body, now()), { tag })
  route(app, api.setAdminMoveHidden, { params: id, body: s.hiddenInput, response: s.adminMove }, async (req) => service.setHidden(db, requireUser(req), req.params.id, req.body.hidden), { tag })
  route(app, api.listAdminLibraries, { query: pageQuerySchema, response: pagedSchema(s.adminLibrary) }, async (req) => service.listLibraries(db, req.query), { tag })
  route(app, api.createAdminLibrary, { body: s.libraryInput, response: s.adminLibrary }, async (req) => service.saveLibrary(db, requireUser(req), null, req.body, now()), { tag })
  route(app, api.updateAdminLibrary, { params: id, body: s.libraryInput, response: s.adminLibrary }, async (req) => service.saveLibrary(db, requireUser(req), req.params.id, req.body, now()), { tag })
  route(app, api.setAdminLibraryPublished, { params: id, body: s.publishInput, response: s.adminLibrary }, async (req) => service.setLibraryPublished(db, requireUser(req), req.params.id, req.body.published), { tag })
  route(app, api.listAdminPrograms, { query: programListQuery, response: pagedSchema(s.adminProgram) }, async (req) => service.listPrograms(db, req.query), { tag })
  route(app, api.getAdminProgram, { params: id, response: s.adminProgram }, async (req) => service.getProgram(db, req.params.id), { tag })
  route(app, api.createAdminProgram, { body: s.programInput, response: s.adminProgram }, async (req) => service.saveProgram(db, requireUser(req), null, req.body, now()), { tag })
  route(app, api.updateAdminProgram, { params: id, body: s.programInput, response: s.adminProgram }, async (req) => service.saveProgram(db, requireUser(req), req.params.id, req.body, now()), { tag })
  route(app, api.updateAdminProgramSchedule, { params: id, body: s.scheduleInput, response: s.adminProgram }, async (req) => saveSchedule(db, requireUser(req), req.params.id, req.body, now()), { tag })
  route(app, api.setAdminProgramPublished, { params: id, body: s.publishInput, response: s.adminProgram }, async (req) => service.setProgramPublished(db, requireUser(req), req.params.id, req.body.published, now()), { tag })
  route(app, api.createUnlockCodes, { params: id, body: s.codeBatchInput, response: s.adminCodeBatch }, async (req) => service.createCodes(db, requireUser(req), req.params.id, req.body, now()), { tag })
  route(app, api.listUnlockCodes, { params: id, query: s.codeListQuery, response: pagedSchema(s.adminUnlockCode) }, async (req) => service.listCodes(db, req.params.id, req.query), { tag })
  route(app, api.listPlanReports, { query: s.reportListQuery, response: pagedSchema(s.adminPlanReport) }, async (req) => service.listReports(db, req.query), { tag })
  route(app, api.decidePlanReport, { params: id, body: s.reportDecision, response: s.adminPlanReport }, async (req) => service.decideReport(db, requireUser(req), req.params.id, req.body.action, now()), { tag })
}
