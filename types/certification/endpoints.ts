// Learner, judge and public endpoints of exam registration and certificates. Owner or assigned judge is checked in
// the same SQL query as the id; another person's row answers NOT_FOUND.
import type { Paged, PageQuery } from '../envelope'
import { define } from '../define'
import type {
  Certificate, CertificateCheck, ExamRegistration, ExamRegistrationDetail, JudgeAssignment, JudgeAssignmentDetail,
  JudgeScoring, RegistrationListQuery, ScoreInput
} from './shapes'

const judge = { roles: ['judge'] } as const

export const listMyRegistrations = define<{ query: RegistrationListQuery; response: Paged<ExamRegistration> }>()({
  method: 'GET', path: '/api/exam/registrations', access: 'user', summary: 'My exam registrations, newest sitting first (考试列表)'
})
export const getMyRegistration = define<{ response: ExamRegistrationDetail }>()({
  method: 'GET', path: '/api/exam/registrations/:id', access: 'user', summary: 'One registration with its admit card and result (考试详情)'
})
export const listMyCertificates = define<{ query: PageQuery; response: Paged<Certificate> }>()({
  method: 'GET', path: '/api/cert', access: 'user', summary: 'My certificates (证书)'
})
export const checkCertificate = define<{ response: CertificateCheck }>()({
  method: 'GET', path: '/api/cert/check/:number', access: 'public',
  summary: 'Public certificate check by number: the record, marked expired or revoked (rate-limited)'
})
export const listJudgeAssignments = define<{ query: PageQuery; response: Paged<JudgeAssignment> }>()({
  method: 'GET', path: '/api/judge/assignments', access: judge, summary: 'Sittings I judge, soonest first (考官)'
})
export const getJudgeAssignment = define<{ response: JudgeAssignmentDetail }>()({
  method: 'GET', path: '/api/judge/assignments/:id', access: judge, summary: 'One sitting I judge with its candidates'
})
export const getJudgeScoring = define<{ response: JudgeScoring }>()({
  method: 'GET', path: '/api/judge/registrations/:id', access: judge, summary: 'A candidate\'s scoring form (rubric of the exam)'
})
export const submitJudgeScore = define<{ body: ScoreInput; response: JudgeScoring }>()({
  method: 'POST', path: '/api/judge/registrations/:id/score', access: judge,
  summary: 'Submit a candidate\'s practical score once (then locked; corrections in the back office)'
})
