// Online exam endpoints for learners (pages/course/exam/*, classExam, document/challenge/*) and short-answer grading
// for judges. Every attempt is the caller's own: another learner's id answers as a missing one.
import type {
  AnswerInput, AnswerSaved, AttemptRecord, AttemptResult, AttemptSheet, AttemptSummary, GradeShortInput,
  LeaderboardEntry, LeaveInput, LeaveRecorded, PaperDetail, PaperSummary, PendingShortAnswer, PracticeAnswered,
  QuestionView, WrongBookGroup
} from './shapes'
import type { PaperMode } from './constants'
import { define } from '../define'

export interface PaperListQuery {
  goodsId?: number
  classId?: number
  chapterId?: number
  mode?: PaperMode
}

export const listPapers = define<{ query: PaperListQuery; response: PaperSummary[] }>()({
  method: 'GET', path: '/api/exams/papers', access: 'user',
  summary: 'Papers of the courses, classes and exams the learner holds, with their attempts on each'
})

export const getPaper = define<{ response: PaperDetail }>()({
  method: 'GET', path: '/api/exams/papers/:id', access: 'user',
  summary: 'One paper: rules, window, whether it can be started, the learner\'s past attempts'
})

export const startAttempt = define<{ response: AttemptSheet }>()({
  method: 'POST', path: '/api/exams/papers/:id/attempts', access: 'user',
  summary: 'Starts an attempt, or resumes the open one; a formal paper allows exactly one'
})

export const getAttempt = define<{ response: AttemptSheet }>()({
  method: 'GET', path: '/api/exams/attempts/:id', access: 'user',
  summary: 'The open attempt with saved answers and the time left by the server clock (resume after reload)'
})

export const saveAnswer = define<{ body: AnswerInput; response: AnswerSaved }>()({
  method: 'PUT', path: '/api/exams/attempts/:id/answers/:questionId', access: 'user',
  summary: 'Saves one answer; refused after the deadline'
})

export const submitAttempt = define<{ response: AttemptResult }>()({
  method: 'POST', path: '/api/exams/attempts/:id/submit', access: 'user',
  summary: 'Hands the attempt in and scores it (again: the same result)'
})

export const recordLeave = define<{ body: LeaveInput; response: LeaveRecorded }>()({
  method: 'POST', path: '/api/exams/attempts/:id/leaves', access: 'user',
  summary: 'Records that the candidate left the app during an open attempt'
})

export const getResult = define<{ response: AttemptResult }>()({
  method: 'GET', path: '/api/exams/attempts/:id/result', access: 'user',
  summary: 'Score, pass or fail and the per-question review (a formal exam\'s once its window has closed)'
})

export const listHistory = define<{ query: { mode?: PaperMode }; response: AttemptSummary[] }>()({
  method: 'GET', path: '/api/exams/history', access: 'user',
  summary: 'The learner\'s handed-in attempts, newest first'
})

export const getWrongBook = define<{ response: WrongBookGroup[] }>()({
  method: 'GET', path: '/api/exams/wrong-book', access: 'user',
  summary: 'Questions the learner got wrong, grouped by knowledge point'
})

export const wrongBookPractice = define<{ response: QuestionView[] }>()({
  method: 'GET', path: '/api/exams/wrong-book/practice', access: 'user',
  summary: 'The next wrong-book questions to practise, due ones first (spaced)'
})

export const answerPractice = define<{ body: AnswerInput; response: PracticeAnswered }>()({
  method: 'POST', path: '/api/exams/wrong-book/:questionId/answer', access: 'user',
  summary: 'Answers a wrong-book question; right twice in a row takes it out of the book'
})

export const getLeaderboard = define<{ response: LeaderboardEntry[] }>()({
  method: 'GET', path: '/api/exams/papers/:id/leaderboard', access: 'user',
  summary: 'A chapter challenge\'s best scores among the learners of the same course'
})

const judge = { roles: ['judge'] } as const

export const listPendingShortAnswers = define<{ response: PendingShortAnswer[] }>()({
  method: 'GET', path: '/api/exams/grading/pending', access: judge,
  summary: 'Short answers of handed-in attempts that wait for a judge'
})

export const gradeShortAnswer = define<{ body: GradeShortInput; response: AttemptRecord }>()({
  method: 'POST', path: '/api/exams/grading/attempts/:id/questions/:questionId', access: judge,
  summary: 'Scores one short answer once (at most its points); the attempt\'s total and result follow'
})

export const getAttemptRecord = define<{ response: AttemptRecord }>()({
  method: 'GET', path: '/api/exams/grading/attempts/:id', access: judge,
  summary: 'An attempt\'s record for judges: result and each time the candidate left the app'
})
