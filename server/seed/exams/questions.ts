// The demo question bank: 208 questions on fitness-trainer knowledge in eight knowledge points. Every fourth
// question of a knowledge point, and every short answer, is kept for formal exams and never used in practice.
import type { QuestionPool } from '../../../types/exams/constants'
import { ANATOMY, PHYSIOLOGY } from './bank-body'
import { ETHICS, FIRST_AID } from './bank-care'
import { NUTRITION, TRAINING } from './bank-nutrition'
import { PROGRAMME, SAFETY } from './bank-practice'
import type { SeedQuestion } from './build'

const GROUPS = [ANATOMY, PHYSIOLOGY, NUTRITION, TRAINING, PROGRAMME, SAFETY, FIRST_AID, ETHICS]

export const AREAS = GROUPS.map((g) => ({ knowledgePoint: g[0].knowledgePoint }))

export interface SeedBankQuestion extends SeedQuestion {
  slug: string
  pool: QuestionPool
}

export const SEED_QUESTIONS: SeedBankQuestion[] = GROUPS.flatMap((group, g) => group.map((question, i) => ({
  ...question, slug: `q-${g}-${i}`, pool: i % 4 === 3 || question.kind === 'short' ? 'formal' : 'practice'
})))
