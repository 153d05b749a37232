// Public entry of the exams context: the only file another context or the app may import.
export { examsContext } from './plugin'
export type { ExamsContext } from './context'
/** A learner's formal online result on a goods: certification's theory part of a registration's result. */
export { formalResultOf } from './attempts/results'
/** The deadline sweep, for API tests that drive it with their own clock. */
export { createExamSweeper, type ExamSweeper } from './attempts/sweeper'
/** The hook of final formal results: certification's settle is handed in as the listener by app.ts. */
export { ignoreFormalResults, type FormalFinal, type FormalResultListener } from './attempts/formal-final'
