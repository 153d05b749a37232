// The exams context's dependencies: the app's base only. It reads who holds a course through catalog's entry and
// who sits in a class through learning's, and keeps papers, attempts, answers and the wrong-answer book itself.
import type { BaseContext } from '../base'

export type ExamsContext = BaseContext
