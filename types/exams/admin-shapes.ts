// Shapes of the back office's online exams: the question bank and its spreadsheet import, papers (fixed or drawn
// by rules) and the attempts handed in on them.
import type { LeaveSource, PaperMode, QuestionKind, QuestionPool, AttemptState } from './constants'

export interface AdminQuestion {
  id: number
  kind: QuestionKind
  pool: QuestionPool
  stem: string
  /** Choice texts in stored order; true/false keeps ['正确', '错误']. */
  options: string[]
  /** Option indexes ('0', '2') of choices and true/false; accepted texts of fill-in; empty for a short answer. */
  answer: string[]
  knowledgePoint: string
  difficulty: number
  explanation: string
  score: number
  archived: boolean
  /** Papers listing it and answers given to it: either makes a removal an archive. */
  paperCount: number
  answerCount: number
  createdAt: string
}

export interface AdminQuestionQuery {
  page?: number
  size?: number
  kind?: QuestionKind
  pool?: QuestionPool
  knowledgePoint?: string
  difficulty?: number
  q?: string
  archived?: boolean
}

export interface QuestionInput {
  kind: QuestionKind
  pool: QuestionPool
  stem: string
  options: string[]
  answer: string[]
  knowledgePoint: string
  difficulty: number
  explanation: string
  score: number
}

export interface QuestionRemoved {
  id: number
  /** 'archived' when a paper or an attempt uses the question, 'deleted' otherwise. */
  outcome: 'deleted' | 'archived'
}

/** How many usable (not archived) questions the bank has per pool, knowledge point, kind and difficulty. */
export interface BankStock {
  pool: QuestionPool
  knowledgePoint: string
  kind: QuestionKind
  difficulty: number
  count: number
}

export interface ImportError {
  /** The spreadsheet's row number as the reader sees it (the header is row 1). */
  row: number
  column: string
  reason: string
}

export interface ImportReport {
  dryRun: boolean
  /** Data rows read (blank rows left out). */
  rows: number
  /** Rows that would be (dry run) or were written. */
  imported: number
  /** Rows whose text and kind are already in the bank or earlier in the file. */
  duplicates: { row: number; stem: string }[]
  errors: ImportError[]
}

export interface PaperRule {
  knowledgePoint: string
  kind: QuestionKind | null
  difficulty: number | null
  count: number
}

export interface AdminPaperQuestion {
  questionId: number
  kind: QuestionKind
  stem: string
  knowledgePoint: string
  score: number
  archived: boolean
}

export interface AdminPaper {
  id: number
  title: string
  description: string
  mode: PaperMode
  goodsId: number | null
  goodsTitle: string
  classId: number | null
  chapterId: number | null
  /** 'rules': each attempt draws its own questions; 'fixed': the listed questions. */
  kind: 'fixed' | 'rules'
  rules: PaperRule[]
  questionCount: number
  totalScore: number
  durationMinutes: number
  passScore: number
  published: boolean
  attemptCount: number
}

export interface AdminPaperDetail extends AdminPaper {
  questions: AdminPaperQuestion[]
}

export interface AdminPaperQuery {
  page?: number
  size?: number
  mode?: PaperMode
  q?: string
}

export interface PaperInput {
  title: string
  description: string
  mode: PaperMode
  goodsId: number
  /** A fixed paper's questions in order; empty for a rule paper. */
  questionIds: number[]
  /** A rule paper's rules; empty for a fixed paper. */
  rules: PaperRule[]
  durationMinutes: number
  passScore: number
  published: boolean
}

export interface AdminAttempt {
  id: number
  paperId: number
  paperTitle: string
  userId: number
  candidateName: string
  phone: string
  mode: PaperMode
  state: AttemptState
  score: number | null
  totalScore: number
  passed: boolean | null
  pendingCount: number
  startedAt: string
  submittedAt: string | null
  autoSubmitted: boolean
  leaveCount: number
}

export interface AdminAttemptQuery {
  page?: number
  size?: number
  paperId?: number
  mode?: PaperMode
  phone?: string
}

export interface AdminAttemptAnswer {
  questionId: number
  kind: QuestionKind
  stem: string
  options: string[]
  correctAnswer: string[]
  response: string[]
  correct: boolean | null
  earned: number | null
  maxScore: number
}

export interface AdminAttemptDetail extends AdminAttempt {
  answers: AdminAttemptAnswer[]
  leaves: { source: LeaveSource; at: string }[]
}
