// Shapes of exam registrations, admit cards, results, judging and certificates as the app shows them.
import type { CertificateStatus, RegistrationStatus } from './constants'

/** The sitting a registration is for (the catalog's exam session). */
export interface ExamSitting {
  sessionId: number
  startsAt: string
  city: string
  venueName: string
  venueAddress: string
  durationMinutes: number
}

export interface AdmitCard {
  registrationNo: string
  holderName: string
  photo: string
  seatNo: string
  startsAt: string
  city: string
  venueName: string
  venueAddress: string
}

export interface ExamResult {
  /** null until judged (and the online theory part done when the exam has one). */
  score: number | null
  practicalScore: number | null
  theoryScore: number | null
  total: number
  passMark: number
  /** Share of the sitting's judged candidates who passed, 0–100; null before any result. */
  passRate: number | null
}

export interface ExamRegistration {
  id: number
  goodsId: number
  goodsTitle: string
  cover: string
  status: RegistrationStatus
  sitting: ExamSitting
  result: ExamResult
  createdAt: string
}

export interface ExamRegistrationDetail extends ExamRegistration {
  /** Present once the admit card is sent (and kept afterwards). */
  admitCard: AdmitCard | null
  certificateNumber: string | null
}

export interface RegistrationListQuery {
  page?: number
  size?: number
}

export interface Certificate {
  number: string
  holderName: string
  photo: string
  courseTitle: string
  hours: number
  score: number
  total: number
  issuedOn: string
  expiresOn: string
  status: CertificateStatus
  /** The public check page's path on this site (the app makes the QR code of its full address). */
  checkPath: string
}

export interface CertificateCheck extends Certificate {
  revokedOn: string | null
  revokeReason: string
}

export interface RubricItem {
  id: number
  title: string
  maxScore: number
}

export interface JudgeAssignment {
  id: number
  goodsTitle: string
  sitting: ExamSitting
  candidates: number
  scored: number
}

export interface JudgeCandidate {
  registrationId: number
  name: string
  avatar: string
  seatNo: string
  status: RegistrationStatus
  practicalScore: number | null
  submitted: boolean
}

export interface JudgeAssignmentDetail {
  assignment: JudgeAssignment
  candidates: JudgeCandidate[]
}

export interface ItemScore {
  itemId: number
  score: number
}

export interface JudgeScoring {
  candidate: JudgeCandidate
  goodsTitle: string
  sitting: ExamSitting
  rubric: RubricItem[]
  /** What was submitted (locked), or null while the form is open. */
  submitted: { items: ItemScore[]; total: number; submittedAt: string } | null
}

export interface ScoreInput {
  items: ItemScore[]
}
