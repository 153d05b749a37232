// Shorthands the question files are written with: one line per question, options in the stored order, answers as
// option indexes (fill-in: accepted texts). Difficulty 1 (recall) to 3 (applying several facts).
import type { QuestionKind } from '../../../types/exams/constants'

export interface SeedQuestion {
  kind: QuestionKind
  knowledgePoint: string
  stem: string
  options: string[]
  answer: string[]
  explanation: string
  difficulty: number
  score: number
}

type Draft = Omit<SeedQuestion, 'knowledgePoint'>

/** Single choice. */
export const s = (stem: string, options: string[], right: number, explanation: string, difficulty = 1): Draft =>
  ({ kind: 'single', stem, options, answer: [String(right)], explanation, difficulty, score: 2 })

/** Multiple choice: every right option must be chosen. */
export const m = (stem: string, options: string[], right: number[], explanation: string, difficulty = 2): Draft =>
  ({ kind: 'multiple', stem, options, answer: right.map(String), explanation, difficulty, score: 3 })

/** True or false. */
export const j = (stem: string, isTrue: boolean, explanation: string, difficulty = 1): Draft =>
  ({ kind: 'judge', stem, options: ['正确', '错误'], answer: [isTrue ? '0' : '1'], explanation, difficulty, score: 1 })

/** Fill in one blank (written ____ in the stem); any accepted text scores. */
export const f = (stem: string, accepted: string[], explanation: string, difficulty = 2): Draft =>
  ({ kind: 'fill', stem, options: [], answer: accepted, explanation, difficulty, score: 2 })

/** Short answer, graded by a judge; the explanation is the marking guide. */
export const q = (stem: string, explanation: string, difficulty = 3): Draft =>
  ({ kind: 'short', stem, options: [], answer: [], explanation, difficulty, score: 10 })

export const area = (knowledgePoint: string, drafts: Draft[]): SeedQuestion[] =>
  drafts.map((d) => ({ ...d, knowledgePoint }))
