// What a session row says about the learner: attendance, leave, or nothing yet; and whether leave may be asked
// (a scheduled session not started, no leave pending or granted, a seat in the class).
import type { AttendanceStatus } from '@contract/classroom/constants'
import type { ClassSession } from '@contract/classroom/shapes'
import type { PlainKey } from '@/shared/i18n'

export function canAskLeave(s: ClassSession, now: number): boolean {
  const leaveOpen = s.myLeave === null || s.myLeave === 'rejected' || s.myLeave === 'withdrawn'
  return s.status === 'scheduled' && Date.parse(s.startsAt) > now && s.myAttendance === null && leaveOpen
}

/** The tag a session row shows for the learner; null when there is nothing to say. */
export function learnerMarkKey(s: Pick<ClassSession, 'myAttendance' | 'myLeave'>): PlainKey | null {
  if (s.myAttendance) return `classroom.session.attendance.${s.myAttendance}`
  if (s.myLeave && s.myLeave !== 'withdrawn') return `classroom.leave.status.${s.myLeave}`
  return null
}

export type MarkTone = 'good' | 'late' | 'bad' | 'neutral'

const ATTENDANCE_TONES: Record<AttendanceStatus, MarkTone> = { present: 'good', late: 'late', absent: 'bad', leave: 'neutral' }

/** The colour of that tag: checked in or leave granted green, late amber, absent or refused red, pending grey. */
export function learnerMarkTone(s: Pick<ClassSession, 'myAttendance' | 'myLeave'>): MarkTone {
  if (s.myAttendance) return ATTENDANCE_TONES[s.myAttendance]
  if (s.myLeave === 'approved') return 'good'
  return s.myLeave === 'rejected' ? 'bad' : 'neutral'
}
