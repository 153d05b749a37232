// The back office's exam registration, judging and certificate endpoints (role academic or admin:
// ADMIN_ACCESS.certification). Every write is audited.
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import { define } from '../define'
import type {
  AdminCertificate, AdminCertificateQuery, AdminJudge, AdminRegistration, AdminRegistrationQuery, ExamSetup,
  JudgeAssignInput, ReviewInput, RevokeInput, RubricInput, ScoreCorrectionInput, SittingChange
} from './admin-shapes'

const access = adminAccess('certification')

export const listAdminRegistrations = define<{ query: AdminRegistrationQuery; response: Paged<AdminRegistration> }>()({
  method: 'GET', path: '/api/admin/exam-registrations', access, summary: 'Exam registrations (sitting, status, phone), newest first'
})
export const reviewRegistration = define<{ body: ReviewInput; response: AdminRegistration }>()({
  method: 'POST', path: '/api/admin/exam-registrations/:id/review', access, summary: 'Approve or reject a registration pending review'
})
export const correctScore = define<{ body: ScoreCorrectionInput; response: AdminRegistration }>()({
  method: 'POST', path: '/api/admin/exam-registrations/:id/score-correction', access,
  summary: 'Correct a submitted practical score (reason required; the result and certificate follow)'
})
export const closeSittingRegistration = define<{ response: SittingChange }>()({
  method: 'POST', path: '/api/admin/exam-sessions/:id/close-registration', access, summary: 'Close registration: pending reviews of the sitting become closed'
})
export const sendAdmitCards = define<{ response: SittingChange }>()({
  method: 'POST', path: '/api/admin/exam-sessions/:id/admit-cards', access, summary: 'Seat numbers and admit cards for every approved candidate of a sitting'
})
export const listSittingJudges = define<{ response: AdminJudge[] }>()({
  method: 'GET', path: '/api/admin/exam-sessions/:id/judges', access, summary: 'Judges assigned to a sitting'
})
export const assignJudge = define<{ body: JudgeAssignInput; response: AdminJudge[] }>()({
  method: 'POST', path: '/api/admin/exam-sessions/:id/judges', access, summary: 'Assign a judge (by phone) to a sitting'
})
export const getExamSetup = define<{ response: ExamSetup }>()({
  method: 'GET', path: '/api/admin/exam-goods/:id/setup', access, summary: 'An exam goods\' pass mark, duration, certificate and rubric'
})
export const setExamSetup = define<{ body: RubricInput; response: ExamSetup }>()({
  method: 'PUT', path: '/api/admin/exam-goods/:id/setup', access, summary: 'Set an exam goods\' rules and rubric (items of scored candidates stay)'
})
export const listAdminCertificates = define<{ query: AdminCertificateQuery; response: Paged<AdminCertificate> }>()({
  method: 'GET', path: '/api/admin/certificates', access, summary: 'Certificates (number, status), newest first'
})
export const revokeCertificate = define<{ body: RevokeInput; response: AdminCertificate }>()({
  method: 'POST', path: '/api/admin/certificates/:id/revoke', access, summary: 'Revoke a valid certificate (reason shown on the public check)'
})
