// Response schemas of the back office's classroom endpoints: each matches its contract shape (`satisfies`).
import { z } from 'zod'
import type {
  AdminClassSetup, AdminLeave, AdminRating, AdminSession, AdminVenue, RosterRow, SeatMove
} from '@contract/classroom/admin-shapes'
import { LEAVE_STATUSES } from '@contract/classroom/constants'
import type { ClassPhoto } from '@contract/classroom/shapes'
import { SEAT_SOURCES, SEAT_STATUSES } from '@contract/learning/shapes'
import { int, personResponse, personWithPhone, sessionResponse, venueResponse } from '../scope/responses'

export const adminVenueResponse = venueResponse.extend({ classes: int, createdAt: z.string() }) satisfies z.ZodType<AdminVenue>

export const classSetupResponse = z.object({
  classId: int, venue: venueResponse.nullable(), teachers: z.array(personResponse), cancelled: z.boolean()
}) satisfies z.ZodType<AdminClassSetup>

export const adminSessionResponse = sessionResponse.extend({ expected: int, present: int, leave: int }) satisfies z.ZodType<AdminSession>

export const rosterRowResponse = z.object({
  seatId: int, learner: personWithPhone, source: z.enum(SEAT_SOURCES), status: z.enum(SEAT_STATUSES), orderId: int.nullable(),
  paidAt: z.string().nullable(), transfersUsed: int, present: int, absent: int, leave: int,
  homeworkSubmitted: int, homeworkApproved: int, joinedAt: z.string()
}) satisfies z.ZodType<RosterRow>

const classRef = z.object({ id: int, name: z.string() })
export const seatMoveResponse = z.object({
  id: int, kind: z.enum(['transfer', 'retrain']), learner: personWithPhone, fromClass: classRef, toClass: classRef,
  by: personResponse, reason: z.string(), createdAt: z.string()
}) satisfies z.ZodType<SeatMove>

export const adminLeaveResponse = z.object({
  id: int, kind: z.enum(['learner', 'teacher']), person: personWithPhone, className: z.string(), sessionTitle: z.string(),
  startsAt: z.string(), endsAt: z.string(), reason: z.string(), status: z.enum(LEAVE_STATUSES), reply: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminLeave>

export const adminRatingResponse = z.object({
  id: int, learner: personResponse, teacher: personResponse.nullable(), className: z.string(), sessionTitle: z.string(),
  sessionScore: int, teacherScore: int, comment: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminRating>

export const photoResponse = z.object({ id: int, url: z.string(), caption: z.string(), takenAt: z.string() }) satisfies z.ZodType<ClassPhoto>

export const deletedResponse = z.object({ deleted: z.literal(true) })

/** Path `/api/admin/leaves/:kind/:id/...`. */
export const leaveParams = z.strictObject({
  kind: z.enum(['learner', 'teacher'], '请假类型无效'),
  id: z.coerce.number('请假申请编号无效').int('请假申请编号无效').min(1, '请假申请编号无效').max(2_147_483_647, '请假申请编号无效')
})
