// Homework contract: tasks of a class or a course, a learner's answer and its grading (spec §4 states).

/** spec §4: not done → submitted → pending grading → approved / rejected; rejected → submitted again. */
export const HOMEWORK_STATES = ['not_done', 'submitted', 'pending', 'approved', 'rejected'] as const
export type HomeworkState = (typeof HOMEWORK_STATES)[number]
/** The states a stored answer can be in ('not_done' is the absence of one). */
export type SubmissionState = Exclude<HomeworkState, 'not_done'>

export const HOMEWORK_TEXT_MAX = 2000
export const HOMEWORK_IMAGES_MAX = 9
export const HOMEWORK_SCORE_MAX = 100
/** spec §5: videos up to 60 seconds. */
export const HOMEWORK_VIDEO_MAX_SEC = 60

export interface HomeworkTaskSummary {
  id: number
  goodsId: number
  /** Null: a task of the whole course. */
  classId: number | null
  title: string
  /** ISO; null = no deadline. */
  dueAt: string | null
  state: HomeworkState
  score: number | null
}

export interface HomeworkAnswer {
  text: string
  /** Upload paths (/uploads/...) and their URLs. */
  images: { path: string; url: string }[]
  video: { path: string; url: string } | null
}

export interface HomeworkSubmission extends HomeworkAnswer {
  id: number
  state: SubmissionState
  score: number | null
  comment: string
  submittedAt: string
  gradedAt: string | null
  /** How many times it was handed in (a resubmission after rejection adds one). */
  attempt: number
}

export interface HomeworkTask extends HomeworkTaskSummary {
  /** Sanitised rich text. */
  html: string
  courseTitle: string
  submission: HomeworkSubmission | null
  /** May the learner hand in (again)? Not done or rejected, or submitted and not yet taken up for grading. */
  canSubmit: boolean
}

export interface HomeworkSubmitInput {
  text: string
  images: string[]
  video: string | null
  /** Video length in seconds as the picker reported it (≤ 60; spec §5). */
  videoSec?: number
}

/** Teacher side. */
export interface GradingClass {
  classId: number
  name: string
  goodsTitle: string
  toGrade: number
}

export interface GradingTask {
  id: number
  title: string
  /** The assignment (sanitised rich text). */
  html: string
  dueAt: string | null
  submitted: number
  toGrade: number
}

export interface GradingSubmissionSummary {
  id: number
  taskId: number
  learnerName: string
  state: SubmissionState
  score: number | null
  submittedAt: string
  attempt: number
}

export interface GradingSubmission extends HomeworkSubmission {
  taskId: number
  taskTitle: string
  taskHtml: string
  classId: number
  learnerName: string
  /** The next submission of this class waiting for grading, if any (the next-ungraded shortcut). */
  nextId: number | null
}

export const GRADE_DECISIONS = ['approved', 'rejected'] as const
export type GradeDecision = (typeof GRADE_DECISIONS)[number]

export interface GradeInput {
  decision: GradeDecision
  score: number | null
  comment: string
}
