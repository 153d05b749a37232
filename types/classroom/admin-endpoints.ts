// The back office's classroom endpoints (role academic or admin: ADMIN_ACCESS.classroom).
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import type { MySeat } from '../learning/shapes'
import type { ClassPhoto } from './shapes'
import type {
  AdminClassSetup, AdminLeave, AdminLeaveQuery, AdminRating, AdminRatingQuery, AdminSession, AdminTransferInput,
  AdminVenue, AttendanceCorrectionInput, AttendanceRow, CancelInput, ClassSetupInput, EnrolByPhoneInput, PhotoInput,
  RosterQuery, RosterRow, SeatMove, SeatMoveQuery, SessionInput, VenueInput, VenueListQuery
} from './admin-shapes'
import type { LeaveReviewInput } from './teacher-shapes'
import { define } from '../define'

const access = adminAccess('classroom')

export const listAdminVenues = define<{ query: VenueListQuery; response: Paged<AdminVenue> }>()({
  method: 'GET', path: '/api/admin/venues', access, summary: 'Venues (keyword, city), newest first'
})
export const createAdminVenue = define<{ body: VenueInput; response: AdminVenue }>()({
  method: 'POST', path: '/api/admin/venues', access, summary: 'Add a venue (address, coordinates, phone)'
})
export const updateAdminVenue = define<{ body: VenueInput; response: AdminVenue }>()({
  method: 'PUT', path: '/api/admin/venues/:id', access, summary: 'Edit a venue'
})
export const deleteAdminVenue = define<{ response: { deleted: true } }>()({
  method: 'DELETE', path: '/api/admin/venues/:id', access, summary: 'Delete a venue no class uses'
})
export const getAdminClassSetup = define<{ response: AdminClassSetup }>()({
  method: 'GET', path: '/api/admin/classes/:id/classroom', access, summary: 'A class\'s venue and teachers'
})
export const setAdminClassSetup = define<{ body: ClassSetupInput; response: AdminClassSetup }>()({
  method: 'PUT', path: '/api/admin/classes/:id/classroom', access, summary: 'Set a class\'s venue and teachers'
})
export const cancelAdminClass = define<{ body: CancelInput; response: AdminClassSetup }>()({
  method: 'POST', path: '/api/admin/classes/:id/cancel', access,
  summary: 'Cancel a class: sessions cancelled, every learner told; audited'
})
export const listAdminSessions = define<{ response: AdminSession[] }>()({
  method: 'GET', path: '/api/admin/classes/:id/sessions', access, summary: 'The sessions of a class by start time'
})
export const createAdminSession = define<{ body: SessionInput; response: AdminSession }>()({
  method: 'POST', path: '/api/admin/classes/:id/sessions', access, summary: 'Add a session (teacher per session)'
})
export const updateAdminSession = define<{ body: SessionInput; response: AdminSession }>()({
  method: 'PUT', path: '/api/admin/sessions/:id', access, summary: 'Edit a session; a new time tells every learner (moved)'
})
export const cancelAdminSession = define<{ body: CancelInput; response: AdminSession }>()({
  method: 'POST', path: '/api/admin/sessions/:id/cancel', access, summary: 'Cancel a session, every learner told; audited'
})
export const getAdminSessionAttendance = define<{ response: AttendanceRow[] }>()({
  method: 'GET', path: '/api/admin/sessions/:id/attendance', access, summary: 'Every learner of a session with attendance'
})
export const correctAdminAttendance = define<{ body: AttendanceCorrectionInput; response: AttendanceRow }>()({
  method: 'PUT', path: '/api/admin/sessions/:id/attendance', access, summary: 'Correct a learner\'s attendance (audited, with reason)'
})
export const listAdminRoster = define<{ query: RosterQuery; response: Paged<RosterRow> }>()({
  method: 'GET', path: '/api/admin/classes/:id/roster', access,
  summary: 'Who holds a seat, paid when, attendance, homework (CSV export: the console pages through it, resource class-roster)'
})
export const enrolAdminSeat = define<{ body: EnrolByPhoneInput; response: RosterRow }>()({
  method: 'POST', path: '/api/admin/classes/:id/seats', access,
  summary: 'Enrol or gift a seat by phone (the class\'s seat taken atomically); audited with the reason'
})
export const transferAdminSeat = define<{ body: AdminTransferInput; response: MySeat }>()({
  method: 'POST', path: '/api/admin/seats/:id/transfer', access,
  summary: 'Transfer a learner on their behalf (counts toward the 3); audited with the reason'
})
export const listAdminSeatMoves = define<{ query: SeatMoveQuery; response: Paged<SeatMove> }>()({
  method: 'GET', path: '/api/admin/seat-moves', access, summary: 'Transfer and retrain records, newest first'
})
export const listAdminLeaves = define<{ query: AdminLeaveQuery; response: Paged<AdminLeave> }>()({
  method: 'GET', path: '/api/admin/leaves', access, summary: 'Learners\' leave requests or teachers\' own leave'
})
export const approveAdminLeave = define<{ body: LeaveReviewInput; response: AdminLeave }>()({
  method: 'POST', path: '/api/admin/leaves/:kind/:id/approve', access, summary: 'Approve a pending leave (kind learner|teacher)'
})
export const rejectAdminLeave = define<{ body: LeaveReviewInput; response: AdminLeave }>()({
  method: 'POST', path: '/api/admin/leaves/:kind/:id/reject', access, summary: 'Reject a pending leave with a reply'
})
export const listAdminRatings = define<{ query: AdminRatingQuery; response: Paged<AdminRating> }>()({
  method: 'GET', path: '/api/admin/ratings', access, summary: 'Ratings of sessions and teachers, newest first'
})
export const addAdminPhoto = define<{ body: PhotoInput; response: ClassPhoto }>()({
  method: 'POST', path: '/api/admin/classes/:id/photos', access, summary: 'Add a wonderful-moment photo (content-checked)'
})
export const deleteAdminPhoto = define<{ response: { deleted: true } }>()({
  method: 'DELETE', path: '/api/admin/photos/:id', access, summary: 'Remove a photo'
})
