// Rows to contract shapes, shared by the learner's, the teacher's and the back office's modules.
import type { AttendanceStatus, LeaveStatus } from '@contract/classroom/constants'
import type { ClassSession, PersonRef } from '@contract/classroom/shapes'
import type { SessionRow } from './sessions-repo'

export function personOf(id: number | null, name: string | null, avatar: string | null): PersonRef | null {
  return id === null ? null : { id, name: name ?? '', avatar: avatar ?? '' }
}

/** What a learner's attendance reads: their row, else an approved leave, else 'absent' once a held session ended. */
export function derivedAttendance(
  row: { attendanceStatus: string | null; leaveStatus: string | null; endsAt: Date; status: SessionRow['status'] }, now: Date
): AttendanceStatus | null {
  if (row.attendanceStatus) return row.attendanceStatus as AttendanceStatus
  if (row.leaveStatus === 'approved') return 'leave'
  if (row.status === 'scheduled' && row.endsAt.getTime() < now.getTime()) return 'absent'
  return null
}

export function toClassSession(row: SessionRow, now: Date, learner: boolean): ClassSession {
  return {
    id: row.id,
    classId: row.classId,
    className: row.className,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    moved: row.moved,
    teacher: personOf(row.teacherId, row.teacherName, row.teacherAvatar),
    venue: row.venueName === null ? null : { name: row.venueName, address: row.venueAddress ?? '' },
    myAttendance: learner ? derivedAttendance(row, now) : null,
    myLeave: learner ? ((row.leaveStatus as LeaveStatus | null) ?? null) : null
  }
}
