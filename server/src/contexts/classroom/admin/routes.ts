// /api/admin/venues*, /api/admin/classes/:id/{classroom,cancel,sessions,roster,seats,photos}, /api/admin/sessions*,
// /api/admin/seats/:id/transfer, /api/admin/seat-moves, /api/admin/leaves*, /api/admin/ratings, /api/admin/photos/:id:
// the back office's classroom (role academic or admin from the endpoint definitions; the guard answers 401/403).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/classroom/admin-endpoints'
import {
  adminLeaveQuery, adminRatingQuery, adminTransferBody, attendanceCorrectionBody, cancelBody, classSetupBody, enrolBody,
  leaveReviewBody, photoBody, rosterQuery, seatMoveQuery, sessionBody, venueBody, venueListQuery
} from '@contract/classroom/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { attendanceRowResponse, mySeatResponse } from '../scope/responses'
import { correctAttendance, sessionAttendance } from './attendance'
import { listLeaves, reviewLeave } from './leaves'
import { addPhoto, deletePhoto } from './photos'
import { listRatings, listSeatMoves } from './records'
import { enrolByPhone, listRoster, transferOnBehalf } from './roster'
import {
  adminLeaveResponse, adminRatingResponse, adminSessionResponse, adminVenueResponse, classSetupResponse, deletedResponse,
  leaveParams, photoResponse, rosterRowResponse, seatMoveResponse
} from './schemas'
import * as sessions from './sessions'
import { cancelClass, getSetup, setSetup } from './setup'
import * as venues from './venues'

const opts = { tag: 'classroom' }
const classParams = idParamsSchema('班级编号')
const sessionParams = idParamsSchema('课次编号')

export function adminClassroomRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  venueRoutes(app, ctx)
  classRoutes(app, ctx)
  sessionRoutes(app, ctx)
  recordRoutes(app, ctx)
}

function venueRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  const params = idParamsSchema('场地编号')
  route(app, api.listAdminVenues, { query: venueListQuery, response: pagedSchema(adminVenueResponse) }, async (req) => venues.listVenues(ctx, req.query), opts)
  route(app, api.createAdminVenue, { body: venueBody, response: adminVenueResponse }, async (req) => venues.createVenue(ctx, requireUser(req), req.body), opts)
  route(app, api.updateAdminVenue, { params, body: venueBody, response: adminVenueResponse }, async (req) =>
    venues.updateVenue(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.deleteAdminVenue, { params, response: deletedResponse }, async (req) => venues.deleteVenue(ctx, requireUser(req), req.params.id), opts)
}

function classRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  const params = classParams
  route(app, api.getAdminClassSetup, { params, response: classSetupResponse }, async (req) => getSetup(ctx.db, req.params.id), opts)
  route(app, api.setAdminClassSetup, { params, body: classSetupBody, response: classSetupResponse }, async (req) =>
    setSetup(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.cancelAdminClass, { params, body: cancelBody, response: classSetupResponse }, async (req) =>
    cancelClass(ctx, requireUser(req), req.params.id, req.body.reason), opts)
  route(app, api.listAdminRoster, { params, query: rosterQuery, response: pagedSchema(rosterRowResponse) }, async (req) =>
    listRoster(ctx, req.params.id, req.query), opts)
  route(app, api.enrolAdminSeat, { params, body: enrolBody, response: rosterRowResponse }, async (req) =>
    enrolByPhone(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.transferAdminSeat, { params: idParamsSchema('名额编号'), body: adminTransferBody, response: mySeatResponse }, async (req) =>
    transferOnBehalf(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.addAdminPhoto, { params, body: photoBody, response: photoResponse }, async (req) =>
    addPhoto(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.deleteAdminPhoto, { params: idParamsSchema('照片编号'), response: deletedResponse }, async (req) =>
    deletePhoto(ctx, requireUser(req), req.params.id), opts)
}

function sessionRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  const params = sessionParams
  route(app, api.listAdminSessions, { params: classParams, response: adminSessionResponse.array() }, async (req) =>
    sessions.listSessions(ctx, req.params.id), opts)
  route(app, api.createAdminSession, { params: classParams, body: sessionBody, response: adminSessionResponse }, async (req) =>
    sessions.createSession(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.updateAdminSession, { params, body: sessionBody, response: adminSessionResponse }, async (req) =>
    sessions.updateSession(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.cancelAdminSession, { params, body: cancelBody, response: adminSessionResponse }, async (req) =>
    sessions.cancelSession(ctx, requireUser(req), req.params.id, req.body.reason), opts)
  route(app, api.getAdminSessionAttendance, { params, response: attendanceRowResponse.array() }, async (req) =>
    sessionAttendance(ctx, req.params.id), opts)
  route(app, api.correctAdminAttendance, { params, body: attendanceCorrectionBody, response: attendanceRowResponse }, async (req) =>
    correctAttendance(ctx, requireUser(req), req.params.id, req.body), opts)
}

function recordRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listAdminSeatMoves, { query: seatMoveQuery, response: pagedSchema(seatMoveResponse) }, async (req) => listSeatMoves(ctx, req.query), opts)
  route(app, api.listAdminLeaves, { query: adminLeaveQuery, response: pagedSchema(adminLeaveResponse) }, async (req) => listLeaves(ctx, req.query), opts)
  route(app, api.approveAdminLeave, { params: leaveParams, body: leaveReviewBody, response: adminLeaveResponse }, async (req) =>
    reviewLeave(ctx, requireUser(req), req.params.kind, req.params.id, 'approved', req.body.reply), opts)
  route(app, api.rejectAdminLeave, { params: leaveParams, body: leaveReviewBody, response: adminLeaveResponse }, async (req) =>
    reviewLeave(ctx, requireUser(req), req.params.kind, req.params.id, 'rejected', req.body.reply), opts)
  route(app, api.listAdminRatings, { query: adminRatingQuery, response: pagedSchema(adminRatingResponse) }, async (req) => listRatings(ctx, req.query), opts)
}
