// Value lists of online exams the app uses at run time (question kinds, paper modes, attempt states).

/** single and multiple choice, true/false, fill-in (one blank), short answer (graded by a judge). */
export const QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill', 'short'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/**
 * quiz: practice, answers shown at once; mock: an exam rehearsal, as often as wanted; formal: the one attempt that
 * counts; challenge: timed questions of a course chapter with a leaderboard.
 */
export const PAPER_MODES = ['quiz', 'mock', 'formal', 'challenge'] as const
export type PaperMode = (typeof PAPER_MODES)[number]

/** Where a question may be used: formal questions are kept out of every practice, quiz, mock and challenge. */
export const QUESTION_POOLS = ['practice', 'formal'] as const
export type QuestionPool = (typeof QUESTION_POOLS)[number]

export const ATTEMPT_STATES = ['open', 'submitted'] as const
export type AttemptState = (typeof ATTEMPT_STATES)[number]

/** How the app noticed the candidate left a formal exam: mini-program onAppHide or H5 visibilitychange. */
export const LEAVE_SOURCES = ['app_hide', 'visibility'] as const
export type LeaveSource = (typeof LEAVE_SOURCES)[number]

export const DIFFICULTIES = [1, 2, 3] as const

/** A wrong-book question leaves the book after this many right answers in a row. */
export const WRONG_BOOK_CLEAR_STREAK = 2
/** Most characters of one answer (fill-in or short answer). */
export const ANSWER_TEXT_MAX = 2000

/**
 * The back office's spreadsheet import: its columns in order, as the template's header row writes them (the
 * import refuses any other header). docs/exams.md describes what each column takes.
 */
export const IMPORT_COLUMNS = [
  '题型', '题库', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '正确答案', '知识点', '难度', '分值', '解析'
] as const
