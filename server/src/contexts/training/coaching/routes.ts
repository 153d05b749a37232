// /api/trainer/* (clients, their logs, slots, assigning templates) and /api/training/coach (the client's side).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import * as tr from '@contract/training/trainer-endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { logDays } from '../logs/service'
import { adherenceWeek, assignResult, clientDetail, clientSummary, coachView, logDay, sessionDetail, sessionSummary, slot } from '../responses'
import { getSession, listSessions } from '../sessions/service'
import * as service from './service'

const tag = 'training'
const clientId = idParamsSchema('学员编号')
const slotId = idParamsSchema('时段编号')
const clientSession = z.strictObject({ clientId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive().max(2_147_483_647) })

export function coachingRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).id
  route(app, tr.listClients, { query: s.clientListQuery, response: pagedSchema(clientSummary) }, async (req) => service.listClients(db, me(req), req.query, now()), { tag })
  route(app, tr.addClient, { body: s.addClientInput, response: clientSummary }, async (req) => service.addClient(db, me(req), req.body.phone, now()), { tag })
  route(app, tr.removeClient, { params: clientId, response: z.null() }, async (req) => service.removeClient(db, me(req), req.params.id), { tag })
  route(app, tr.getClient, { params: clientId, response: clientDetail }, async (req) => service.getClient(db, me(req), req.params.id, now()), { tag })
  route(app, tr.updateClientProfile, { params: clientId, body: s.clientProfileInput, response: clientDetail }, async (req) =>
    service.updateProfile(db, me(req), req.params.id, req.body, now()), { tag })
  route(app, tr.addClientMeasurement, { params: clientId, body: s.measurementInput, response: clientDetail }, async (req) =>
    service.addMeasurement(db, me(req), req.params.id, req.body, now()), { tag })
  route(app, tr.listClientLogDays, { params: clientId, query: s.logDaysQuery, response: z.array(logDay) }, async (req) =>
    logDays(db, await service.ownClient(db, me(req), req.params.id), req.query, now()), { tag })
  route(app, tr.listClientSessions, { params: clientId, query: s.sessionListQuery, response: pagedSchema(sessionSummary) }, async (req) =>
    listSessions(db, await service.ownClient(db, me(req), req.params.id), req.query), { tag })
  route(app, tr.getClientSession, { params: clientSession, response: sessionDetail }, async (req) =>
    getSession(db, await service.ownClient(db, me(req), req.params.clientId), req.params.id), { tag })
  route(app, tr.getClientAdherence, { params: clientId, query: s.adherenceQuery, response: z.array(adherenceWeek) }, async (req) =>
    service.clientAdherence(db, me(req), req.params.id, req.query.weeks, now()), { tag })
  route(app, tr.assignPlan, { params: idParamsSchema('计划编号'), body: s.assignInput, response: assignResult }, async (req) =>
    service.assignPlan(db, me(req), req.params.id, req.body.clientIds, now()), { tag })
  route(app, tr.listSlots, { query: s.slotRangeQuery, response: z.array(slot) }, async (req) => service.listSlots(db, me(req), req.query, now()), { tag })
  route(app, tr.createSlot, { body: s.slotInput, response: slot }, async (req) => service.createSlot(db, me(req), req.body), { tag })
  route(app, tr.cancelSlot, { params: slotId, response: slot }, async (req) => service.cancelSlot(db, me(req), req.params.id), { tag })

  route(app, api.getCoach, { response: coachView }, async (req) => service.coachView(db, me(req), now()), { tag })
  route(app, api.bookSlot, { params: slotId, response: slot }, async (req) => service.book(db, me(req), req.params.id, now()), { tag })
  route(app, api.cancelBooking, { params: slotId, response: slot }, async (req) => service.cancelBooking(db, me(req), req.params.id), { tag })
}
