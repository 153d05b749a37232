// GET /api/exam/registrations[/:id]: the learner's exam registrations (signed in; owner in the WHERE).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/certification/endpoints'
import { registrationListQuery } from '@contract/certification/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CertificationContext } from '../context'
import { registrationDetailResponse, registrationResponse } from '../registrations/responses'
import { getMine, listMine } from './service'

/** The exam's name and where it sits are our content; the rest (the holder's name, photo, seat) is the learner's. */
const opts = { tag: 'certification', contentFields: ['goodsTitle', 'city', 'venueName', 'venueAddress'] }

export function myExamRoutes(app: FastifyInstance, ctx: CertificationContext) {
  route(app, api.listMyRegistrations, { query: registrationListQuery, response: pagedSchema(registrationResponse) }, async (req) =>
    listMine(ctx, requireUser(req).id, req.query), opts)
  route(app, api.getMyRegistration, { params: idParamsSchema('报名编号'), response: registrationDetailResponse }, async (req) =>
    getMine(ctx, requireUser(req).id, req.params.id), opts)
}
