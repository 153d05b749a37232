// Request and response schemas of questionnaires, learner and back office. Strict inputs with Chinese messages that
// name the field (and the question's number); whether an answer fits its question is decided in the service by
// types/content/questionnaire-shapes.ts's answerProblem, the rule the app's form applies too.
import { z } from 'zod'
import {
  QUESTION_KINDS, QUESTIONNAIRE_LIMITS as L, type AdminQuestionnaire, type AdminQuestionnaireResponse,
  type AdminQuestionnaireSummary, type Question, type QuestionnaireDetail, type QuestionnaireResults,
  type QuestionnaireSummary, type SubmitResult, type TextAnswer
} from '@contract/content/questionnaire-shapes'
import { idParamsSchema, pageQuerySchema } from '../../../http/query'
import { keywordField, requiredText as required, sortField as sort } from '../fields'
import { publicationStateQuery, publicationStateResponse } from '../publication'
import { MAX_SERIAL } from '../../../../../types/validation'

const int = z.number().int()

// ---- Learner ----

const answerInput = z.strictObject({
  questionId: z.number('题目编号无效').int('题目编号无效').min(1, '题目编号无效').max(MAX_SERIAL, '题目编号无效').meta({ title: '题目编号' }),
  options: z.array(z.number('选项应为序号').int('选项应为序号').min(0, '选项不存在').max(99, '选项不存在'), '选项应为列表')
    .max(L.optionsMax, `选项最多${L.optionsMax}个`).optional().meta({ title: '选项' }),
  score: z.number('评分应为整数').int('评分应为整数').min(0, '评分不能为负数').max(100, '评分超出范围').optional().meta({ title: '评分' }),
  // The 500-character rule (after trimming) names the question in the service; this only bounds the body.
  text: z.string('回答应为文字').max(L.textMax * 4, `回答不能超过${L.textMax}个字`).optional().meta({ title: '回答' })
})
export const submitInput = z.strictObject({
  answers: z.array(answerInput, '答案应为列表').max(L.questionsMax, `答案最多${L.questionsMax}条`).meta({ title: '答案' })
})
export type SubmitInput = z.output<typeof submitInput>

const questionShape = {
  id: int, kind: z.enum(QUESTION_KINDS), title: z.string(), required: z.boolean(), options: z.array(z.string()), ratingMax: int.nullable()
}
const questionResponse = z.object(questionShape) satisfies z.ZodType<Question>
const summaryShape = {
  id: int, title: z.string(), description: z.string(), closesAt: z.string().nullable(), questionCount: int, submitted: z.boolean()
}
export const questionnaireSummaryResponse = z.object(summaryShape) satisfies z.ZodType<QuestionnaireSummary>
export const questionnaireDetailResponse = z.object({
  ...summaryShape, closed: z.boolean(), submittedAt: z.string().nullable(), questions: z.array(questionResponse)
}) satisfies z.ZodType<QuestionnaireDetail>
export const submitResponse = z.object({ submittedAt: z.string() }) satisfies z.ZodType<SubmitResult>

// ---- Back office ----

const questionInput = z.strictObject({
  kind: z.enum(QUESTION_KINDS, '题目类型无效').meta({ title: '题目类型' }),
  title: required('题目', L.questionTitleMax),
  required: z.boolean('是否必答应为是或否').default(true).meta({ title: '是否必答' }),
  options: z.array(required('选项', L.optionMax), '选项应为列表').max(L.optionsMax, `选项最多${L.optionsMax}个`).default([]).meta({ title: '选项' }),
  ratingMax: z.number('最高分应为整数').int('最高分应为整数').min(L.ratingMaxMin, `最高分不能小于${L.ratingMaxMin}`)
    .max(L.ratingMaxMax, `最高分不能大于${L.ratingMaxMax}`).optional().meta({ title: '最高分' })
})
type QuestionInput = z.output<typeof questionInput>

/** The kind's own rules: choices need 2+ distinct options, the others none; a rating's top score defaults to 5. */
function checkQuestion(q: QuestionInput, n: number, ctx: z.RefinementCtx, path: (string | number)[]) {
  const issue = (message: string, field: string) => ctx.addIssue({ code: 'custom', message, path: [...path, field] })
  const choice = q.kind === 'single' || q.kind === 'multiple'
  if (choice && q.options.length < L.optionsMin) issue(`第${n}题的选项至少需要${L.optionsMin}个`, 'options')
  if (choice && new Set(q.options).size !== q.options.length) issue(`第${n}题的选项不能重复`, 'options')
  if (!choice && q.options.length > 0) issue(`第${n}题不是选择题，不应有选项`, 'options')
  if (q.kind !== 'rating' && q.ratingMax !== undefined) issue(`第${n}题不是评分题，不应设置最高分`, 'ratingMax')
}

const questionsInput = z.array(questionInput, '题目应为列表').min(1, '请至少添加一道题目').max(L.questionsMax, `题目最多${L.questionsMax}道`)
  .superRefine((list, ctx) => list.forEach((q, i) => checkQuestion(q, i + 1, ctx, [i])))
  .meta({ title: '题目' })

const questionnaireShape = {
  title: required('问卷标题', L.titleMax),
  description: z.string('问卷说明应为文字').trim().max(L.descriptionMax, `问卷说明不能超过${L.descriptionMax}个字`).default('').meta({ title: '问卷说明' }),
  closesAt: z.iso.datetime({ offset: true, message: '截止时间格式无效' }).nullable().default(null).meta({ title: '截止时间' }),
  sort
}
export const createQuestionnaireInput = z.strictObject({ ...questionnaireShape, questions: questionsInput })
export const updateQuestionnaireInput = z.strictObject({ ...questionnaireShape, questions: questionsInput.optional() })
export type QuestionnaireInput = z.output<typeof updateQuestionnaireInput>

export const adminListQuery = pageQuerySchema.extend({
  state: publicationStateQuery,
  keyword: keywordField
})

const adminSummaryShape = {
  id: int, title: z.string(), sort: int, state: publicationStateResponse, publishAt: z.string().nullable(),
  closesAt: z.string().nullable(), closed: z.boolean(), questionCount: int, responseCount: int, updatedAt: z.string()
}
export const adminSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminQuestionnaireSummary>
export const adminDetailResponse = z.object({
  ...adminSummaryShape, description: z.string(), questions: z.array(questionResponse), createdAt: z.string()
}) satisfies z.ZodType<AdminQuestionnaire>

const tally = { count: int, percent: z.number() }
export const resultsResponse = z.object({
  questionnaireId: int,
  responseCount: int,
  questions: z.array(z.object({
    questionId: int, kind: z.enum(QUESTION_KINDS), title: z.string(), required: z.boolean(), answered: int,
    options: z.array(z.object({ label: z.string(), ...tally })),
    average: z.number().nullable(),
    scores: z.array(z.object({ score: int, ...tally }))
  }))
}) satisfies z.ZodType<QuestionnaireResults>
export const textAnswerResponse = z.object({ responseId: int, text: z.string(), createdAt: z.string() }) satisfies z.ZodType<TextAnswer>
export const responseResponse = z.object({
  id: int, respondentName: z.string(), respondentPhone: z.string(), createdAt: z.string(),
  answers: z.record(z.string(), z.union([z.array(int), int, z.string()]))
}) satisfies z.ZodType<AdminQuestionnaireResponse>

const questionIdParam = idParamsSchema('题目编号').shape.id
export const textsParams = idParamsSchema('问卷编号').extend({ questionId: questionIdParam })
