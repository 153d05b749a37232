// Response schemas shared by the classroom's modules: each must match its contract shape (checked by `satisfies`)
// and strips anything else a handler returns.
import { z } from 'zod'
import { CLASS_STATUSES } from '@contract/catalog/constants'
import {
  ATTENDANCE_METHODS, ATTENDANCE_STATUSES, LEAVE_STATUSES, SESSION_STATUSES
} from '@contract/classroom/constants'
import type { AttendanceRecord, ClassSession, LeaveRequest, PersonRef, Venue } from '@contract/classroom/shapes'
import type { AttendanceRow, TeacherSession } from '@contract/classroom/teacher-shapes'
import { SEAT_SOURCES, SEAT_STATUSES, type MySeat } from '@contract/learning/shapes'

export const int = z.number().int()
export const classStatus = z.enum(CLASS_STATUSES)

export const personResponse = z.object({ id: int, name: z.string(), avatar: z.string() }) satisfies z.ZodType<PersonRef>
export const personWithPhone = personResponse.extend({ phone: z.string() })

export const venueResponse = z.object({
  id: int, name: z.string(), city: z.string(), address: z.string(), lat: z.number().nullable(), lng: z.number().nullable(), phone: z.string()
}) satisfies z.ZodType<Venue>

export const mySeatResponse = z.object({
  seatId: int, classId: int, orderId: int.nullable(), source: z.enum(SEAT_SOURCES), status: z.enum(SEAT_STATUSES),
  transfersUsed: int, transfersLeft: int, canRetrain: z.boolean()
}) satisfies z.ZodType<MySeat>

export const sessionResponse = z.object({
  id: int, classId: int, className: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string(),
  status: z.enum(SESSION_STATUSES), moved: z.boolean(), teacher: personResponse.nullable(),
  venue: z.object({ name: z.string(), address: z.string() }).nullable(),
  myAttendance: z.enum(ATTENDANCE_STATUSES).nullable(), myLeave: z.enum(LEAVE_STATUSES).nullable()
}) satisfies z.ZodType<ClassSession>

export const teacherSessionResponse = sessionResponse.extend({
  expected: int, present: int, late: int, leave: int, absent: int
}) satisfies z.ZodType<TeacherSession>

export const attendanceRecordResponse = z.object({
  sessionId: int, classId: int, className: z.string(), sessionTitle: z.string(), startsAt: z.string(), endsAt: z.string(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(), method: z.enum(ATTENDANCE_METHODS).nullable(),
  checkedInAt: z.string().nullable(), remark: z.string()
}) satisfies z.ZodType<AttendanceRecord>

export const attendanceRowResponse = z.object({
  learner: personWithPhone, status: z.enum(ATTENDANCE_STATUSES).nullable(), method: z.enum(ATTENDANCE_METHODS).nullable(),
  checkedInAt: z.string().nullable(), remark: z.string(), leave: z.enum(LEAVE_STATUSES).nullable()
}) satisfies z.ZodType<AttendanceRow>

export const leaveResponse = z.object({
  id: int, sessionId: int, classId: int, className: z.string(), sessionTitle: z.string(), startsAt: z.string(),
  reason: z.string(), status: z.enum(LEAVE_STATUSES), reply: z.string(), createdAt: z.string(), reviewedAt: z.string().nullable()
}) satisfies z.ZodType<LeaveRequest>
