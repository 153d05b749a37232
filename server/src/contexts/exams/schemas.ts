// Request and response schemas of the exams endpoints (must match the contract's shapes).
import { z } from 'zod'
import { ANSWER_TEXT_MAX, ATTEMPT_STATES, LEAVE_SOURCES, PAPER_MODES, QUESTION_KINDS } from '@contract/exams/constants'
import { idParamsSchema } from '../../http/query'

const int = z.number().int()
const idOf = (title: string) => idParamsSchema(title).shape.id
const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional()

export const paperParams = idParamsSchema('考试编号')
export const attemptParams = idParamsSchema('答卷编号')
export const answerParams = z.strictObject({ id: idOf('答卷编号'), questionId: idOf('题目编号') })
export const questionParams = z.strictObject({ questionId: idOf('题目编号') })

export const paperListQuery = z.strictObject({
  goodsId: optionalId, classId: optionalId, chapterId: optionalId, mode: z.enum(PAPER_MODES).optional()
})
export const historyQuery = z.strictObject({ mode: z.enum(PAPER_MODES).optional() })

export const answerBody = z.strictObject({
  response: z.array(z.string().max(ANSWER_TEXT_MAX, `答案不能超过 ${ANSWER_TEXT_MAX} 字`)).max(10, '答案最多 10 项')
})
export const leaveBody = z.strictObject({ source: z.enum(LEAVE_SOURCES, '来源无效') })
export const gradeBody = z.strictObject({ score: int.min(0, '分数不能为负').max(100, '分数不能超过 100') })

const iso = z.string()
const mode = z.enum(PAPER_MODES)
const questionView = z.object({
  id: int, kind: z.enum(QUESTION_KINDS), stem: z.string(), score: int, knowledgePoint: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() }))
})
export const questionViews = z.array(questionView)

export const paperSummaryResponse = z.object({
  id: int, title: z.string(), mode, goodsId: int.nullable(), classId: int.nullable(), chapterId: int.nullable(),
  questionCount: int, totalScore: int, passScore: int, durationSec: int, opensAt: iso.nullable(), closesAt: iso.nullable(),
  attempts: int, bestScore: int.nullable(), openAttemptId: int.nullable(), canStart: z.boolean()
})
export const attemptSummaryResponse = z.object({
  id: int, paperId: int, paperTitle: z.string(), mode, state: z.enum(ATTEMPT_STATES), score: int.nullable(),
  totalScore: int, passed: z.boolean().nullable(), pendingCount: int, startedAt: iso, submittedAt: iso.nullable(),
  autoSubmitted: z.boolean()
})
export const paperDetailResponse = paperSummaryResponse.extend({ description: z.string(), history: z.array(attemptSummaryResponse) })

export const sheetResponse = z.object({
  id: int, paperId: int, paperTitle: z.string(), mode, state: z.enum(ATTEMPT_STATES), questions: questionViews,
  answers: z.record(z.string(), z.array(z.string())), startedAt: iso, deadlineAt: iso, serverNow: iso, remainingSec: int
})
export const answerSavedResponse = z.object({ questionId: int, savedAt: iso, remainingSec: int })
export const leaveResponse = z.object({ leaveCount: int })

export const resultResponse = attemptSummaryResponse.extend({
  durationSec: int, leaveCount: int, reviewOpen: z.boolean(),
  review: z.array(questionView.extend({
    response: z.array(z.string()), correctAnswer: z.array(z.string()), correct: z.boolean().nullable(),
    earned: int.nullable(), explanation: z.string()
  }))
})

export const wrongBookResponse = z.array(z.object({
  knowledgePoint: z.string(),
  items: z.array(z.object({
    questionId: int, kind: z.enum(QUESTION_KINDS), stem: z.string(), wrongCount: int, streak: int, dueAt: iso
  }))
}))
export const practiceAnsweredResponse = z.object({
  questionId: int, correct: z.boolean(), correctAnswer: z.array(z.string()), explanation: z.string(), streak: int,
  cleared: z.boolean()
})
export const leaderboardResponse = z.array(z.object({
  rank: int, userId: int, name: z.string(), score: int, durationSec: int, isMe: z.boolean()
}))
export const pendingResponse = z.array(z.object({
  attemptId: int, questionId: int, paperTitle: z.string(), candidateName: z.string(), stem: z.string(),
  response: z.string(), maxScore: int, submittedAt: iso
}))
export const recordResponse = attemptSummaryResponse.extend({
  candidateName: z.string(), leaves: z.array(z.object({ source: z.enum(LEAVE_SOURCES), at: iso }))
})
