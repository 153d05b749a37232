// Response schemas of the back office's exam endpoints (each checked against its contract shape).
import { z } from 'zod'
import type {
  AdminAttempt, AdminAttemptDetail, AdminPaper, AdminPaperDetail, AdminQuestion, BankStock, ImportReport, QuestionRemoved
} from '@contract/exams/admin-shapes'
import { ATTEMPT_STATES, LEAVE_SOURCES, PAPER_MODES, QUESTION_KINDS, QUESTION_POOLS } from '@contract/exams/constants'

const int = z.number().int()
const kind = z.enum(QUESTION_KINDS)
const mode = z.enum(PAPER_MODES)

export const questionResponse = z.object({
  id: int, kind, pool: z.enum(QUESTION_POOLS), stem: z.string(), options: z.array(z.string()), answer: z.array(z.string()),
  knowledgePoint: z.string(), difficulty: int, explanation: z.string(), score: int, archived: z.boolean(), paperCount: int,
  answerCount: int, createdAt: z.string()
}) satisfies z.ZodType<AdminQuestion>
export const removedResponse = z.object({ id: int, outcome: z.enum(['deleted', 'archived']) }) satisfies z.ZodType<QuestionRemoved>
export const stockResponse = z.array(z.object({
  pool: z.enum(QUESTION_POOLS), knowledgePoint: z.string(), kind, difficulty: int, count: int
})) satisfies z.ZodType<BankStock[]>
export const importResponse = z.object({
  dryRun: z.boolean(), rows: int, imported: int,
  duplicates: z.array(z.object({ row: int, stem: z.string() })),
  errors: z.array(z.object({ row: int, column: z.string(), reason: z.string() }))
}) satisfies z.ZodType<ImportReport>

const rule = z.object({ knowledgePoint: z.string(), kind: kind.nullable(), difficulty: int.nullable(), count: int })
export const paperResponse = z.object({
  id: int, title: z.string(), description: z.string(), mode, goodsId: int.nullable(), goodsTitle: z.string(), classId: int.nullable(),
  chapterId: int.nullable(), kind: z.enum(['fixed', 'rules']), rules: z.array(rule), questionCount: int, totalScore: int,
  durationMinutes: int, passScore: int, published: z.boolean(), attemptCount: int
}) satisfies z.ZodType<AdminPaper>
export const paperDetailResponse = paperResponse.extend({
  questions: z.array(z.object({ questionId: int, kind, stem: z.string(), knowledgePoint: z.string(), score: int, archived: z.boolean() }))
}) satisfies z.ZodType<AdminPaperDetail>

export const attemptResponse = z.object({
  id: int, paperId: int, paperTitle: z.string(), userId: int, candidateName: z.string(), phone: z.string(), mode,
  state: z.enum(ATTEMPT_STATES), score: int.nullable(), totalScore: int, passed: z.boolean().nullable(), pendingCount: int,
  startedAt: z.string(), submittedAt: z.string().nullable(), autoSubmitted: z.boolean(), leaveCount: int
}) satisfies z.ZodType<AdminAttempt>
export const attemptDetailResponse = attemptResponse.extend({
  answers: z.array(z.object({
    questionId: int, kind, stem: z.string(), options: z.array(z.string()), correctAnswer: z.array(z.string()),
    response: z.array(z.string()), correct: z.boolean().nullable(), earned: int.nullable(), maxScore: int
  })),
  leaves: z.array(z.object({ source: z.enum(LEAVE_SOURCES), at: z.string() }))
}) satisfies z.ZodType<AdminAttemptDetail>
