// Shapes of the back office's exam registrations, judges, rubrics, score corrections and certificates.
import type { CertificateStatus, RegistrationStatus } from './constants'
import type { ExamRegistration, ItemScore } from './shapes'

export interface AdminRegistration extends ExamRegistration {
  userId: number
  name: string
  phone: string
  seatNo: string
  scoreSubmitted: boolean
  certificateNumber: string | null
}

export interface AdminRegistrationQuery {
  page?: number
  size?: number
  sessionId?: number
  status?: RegistrationStatus
  phone?: string
}

export interface ReviewInput {
  approve: boolean
}

export interface SittingChange {
  changed: number
}

export interface JudgeAssignInput {
  phone: string
}

export interface AdminJudge {
  assignmentId: number
  judgeId: number
  name: string
  phone: string
}

export interface RubricInput {
  passPercent: number
  durationMinutes: number
  courseTitle: string
  hours: number
  validMonths: number
  hasTheory: boolean
  items: Array<{ title: string; maxScore: number }>
}

export interface ExamSetup extends RubricInput {
  goodsId: number
  items: Array<{ id: number; title: string; maxScore: number }>
}

export interface ScoreCorrectionInput {
  items: ItemScore[]
  reason: string
}

export interface RevokeInput {
  reason: string
}

export interface AdminCertificate {
  id: number
  number: string
  userId: number
  holderName: string
  courseTitle: string
  score: number
  total: number
  issuedOn: string
  expiresOn: string
  status: CertificateStatus
  revokeReason: string
}

export interface AdminCertificateQuery {
  page?: number
  size?: number
  number?: string
  status?: CertificateStatus
}
