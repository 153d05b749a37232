// Online exams contract: papers, a candidate's attempt (questions shuffled per attempt, answers saved one by one,
// a deadline kept by the server), results with review, the wrong-answer book, challenges and short-answer grading.
import type { AttemptState, LeaveSource, PaperMode, QuestionKind } from './constants'

/** A paper the learner may take, with how they stand on it. */
export interface PaperSummary {
  id: number
  title: string
  mode: PaperMode
  goodsId: number | null
  classId: number | null
  chapterId: number | null
  questionCount: number
  totalScore: number
  passScore: number
  durationSec: number
  /** ISO; null = no window. */
  opensAt: string | null
  closesAt: string | null
  attempts: number
  bestScore: number | null
  /** The attempt in progress, to resume. */
  openAttemptId: number | null
  /** False once a formal paper's one attempt is used, or outside its window. */
  canStart: boolean
}

export interface PaperDetail extends PaperSummary {
  description: string
  history: AttemptSummary[]
}

export interface AttemptSummary {
  id: number
  paperId: number
  paperTitle: string
  mode: PaperMode
  state: AttemptState
  score: number | null
  totalScore: number
  /** Null while short answers wait for a judge. */
  passed: boolean | null
  pendingCount: number
  startedAt: string
  submittedAt: string | null
  autoSubmitted: boolean
}

/** An option as this candidate sees it: keys A, B, C… in this attempt's shuffled order. */
export interface OptionView {
  key: string
  text: string
}

export interface QuestionView {
  id: number
  kind: QuestionKind
  stem: string
  options: OptionView[]
  score: number
  knowledgePoint: string
}

/** The attempt being taken: questions in this candidate's order, what was saved, and the server's clock. */
export interface AttemptSheet {
  id: number
  paperId: number
  paperTitle: string
  mode: PaperMode
  state: AttemptState
  questions: QuestionView[]
  /** questionId → the saved response (option keys of this attempt, or the text typed). */
  answers: Record<string, string[]>
  startedAt: string
  deadlineAt: string
  serverNow: string
  remainingSec: number
}

export interface AnswerInput {
  response: string[]
}

export interface AnswerSaved {
  questionId: number
  savedAt: string
  remainingSec: number
}

export interface LeaveInput {
  source: LeaveSource
}

export interface LeaveRecorded {
  leaveCount: number
}

export interface QuestionReview extends QuestionView {
  response: string[]
  /** Option keys (this attempt's) or accepted texts; empty for a short answer. */
  correctAnswer: string[]
  correct: boolean | null
  earned: number | null
  explanation: string
}

export interface AttemptResult extends AttemptSummary {
  durationSec: number
  leaveCount: number
  /** False for a formal exam until its window closes (then the review is shown). */
  reviewOpen: boolean
  review: QuestionReview[]
}

export interface WrongBookItem {
  questionId: number
  kind: QuestionKind
  stem: string
  wrongCount: number
  streak: number
  dueAt: string
}

export interface WrongBookGroup {
  knowledgePoint: string
  items: WrongBookItem[]
}

export interface PracticeAnswered {
  questionId: number
  correct: boolean
  correctAnswer: string[]
  explanation: string
  streak: number
  /** True when this answer took the question out of the book. */
  cleared: boolean
}

export interface LeaderboardEntry {
  rank: number
  userId: number
  name: string
  score: number
  durationSec: number
  isMe: boolean
}

export interface PendingShortAnswer {
  attemptId: number
  questionId: number
  paperTitle: string
  candidateName: string
  stem: string
  response: string
  maxScore: number
  submittedAt: string
}

export interface GradeShortInput {
  score: number
}

export interface LeaveEvent {
  source: LeaveSource
  at: string
}

/** An attempt as a judge or the back office sees it: result and the times the candidate left the app. */
export interface AttemptRecord extends AttemptSummary {
  candidateName: string
  leaves: LeaveEvent[]
}

/** The result of a formal exam another context reads (a certificate's theory part). */
export interface FormalResult {
  attemptId: number
  score: number
  total: number
  passed: boolean
  finishedAt: string
}
