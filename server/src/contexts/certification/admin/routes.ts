// /api/admin/exam-registrations*, /api/admin/exam-sessions/:id/{close-registration,admit-cards,judges},
// /api/admin/exam-goods/:id/setup, /api/admin/certificates*: the back office's certification (role academic or
// admin from the endpoint definitions; the guard answers 401/403).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/certification/admin-endpoints'
import type { AdminCertificate, AdminJudge, AdminRegistration, ExamSetup, SittingChange } from '@contract/certification/admin-shapes'
import { CERTIFICATE_STATUSES } from '@contract/certification/constants'
import {
  adminCertificateQuery, adminRegistrationQuery, correctionBody, judgeAssignBody, reviewBody, revokeBody, setupBody
} from '@contract/certification/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CertificationContext } from '../context'
import { registrationResponse } from '../registrations/responses'
import { listCertificates, revoke } from './certificates'
import * as registrations from './registrations'
import * as setup from './setup'

const opts = { tag: 'certification' }
const int = z.number().int()
const adminRegistrationResponse = registrationResponse.extend({
  userId: int, name: z.string(), phone: z.string(), seatNo: z.string(), scoreSubmitted: z.boolean(),
  certificateNumber: z.string().nullable()
}) satisfies z.ZodType<AdminRegistration>
const changeResponse = z.object({ changed: int }) satisfies z.ZodType<SittingChange>
const judgesResponse = z.array(z.object({ assignmentId: int, judgeId: int, name: z.string(), phone: z.string() })) satisfies z.ZodType<AdminJudge[]>
const setupResponse = z.object({
  goodsId: int, passPercent: int, durationMinutes: int, courseTitle: z.string(), hours: int, validMonths: int,
  hasTheory: z.boolean(), items: z.array(z.object({ id: int, title: z.string(), maxScore: int }))
}) satisfies z.ZodType<ExamSetup>
const adminCertificateResponse = z.object({
  id: int, number: z.string(), userId: int, holderName: z.string(), courseTitle: z.string(), score: int, total: int,
  issuedOn: z.string(), expiresOn: z.string(), status: z.enum(CERTIFICATE_STATUSES), revokeReason: z.string()
}) satisfies z.ZodType<AdminCertificate>

export function adminCertificationRoutes(app: FastifyInstance, ctx: CertificationContext) {
  const regParams = idParamsSchema('报名编号')
  const sittingParams = idParamsSchema('考试场次编号')
  route(app, api.listAdminRegistrations, { query: adminRegistrationQuery, response: pagedSchema(adminRegistrationResponse) }, async (req) =>
    registrations.listRegistrations(ctx, req.query), opts)
  route(app, api.reviewRegistration, { params: regParams, body: reviewBody, response: adminRegistrationResponse }, async (req) =>
    registrations.review(ctx, requireUser(req), req.params.id, req.body.approve), opts)
  route(app, api.correctScore, { params: regParams, body: correctionBody, response: adminRegistrationResponse }, async (req) =>
    registrations.correctScore(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.closeSittingRegistration, { params: sittingParams, response: changeResponse }, async (req) =>
    registrations.closeRegistration(ctx, requireUser(req), req.params.id), opts)
  route(app, api.sendAdmitCards, { params: sittingParams, response: changeResponse }, async (req) =>
    registrations.sendAdmitCards(ctx, requireUser(req), req.params.id), opts)
  route(app, api.listSittingJudges, { params: sittingParams, response: judgesResponse }, async (req) =>
    setup.listJudges(ctx, req.params.id), opts)
  route(app, api.assignJudge, { params: sittingParams, body: judgeAssignBody, response: judgesResponse }, async (req) =>
    setup.assignJudge(ctx, requireUser(req), req.params.id, req.body.phone), opts)
  const goodsParams = idParamsSchema('考试商品编号')
  route(app, api.getExamSetup, { params: goodsParams, response: setupResponse }, async (req) => setup.getSetup(ctx, req.params.id), opts)
  route(app, api.setExamSetup, { params: goodsParams, body: setupBody, response: setupResponse }, async (req) =>
    setup.setSetup(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.listAdminCertificates, { query: adminCertificateQuery, response: pagedSchema(adminCertificateResponse) }, async (req) =>
    listCertificates(ctx, req.query), opts)
  route(app, api.revokeCertificate, { params: idParamsSchema('证书编号'), body: revokeBody, response: adminCertificateResponse }, async (req) =>
    revoke(ctx, requireUser(req), req.params.id, req.body.reason), opts)
}
