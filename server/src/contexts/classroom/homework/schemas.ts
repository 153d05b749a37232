// Request and response schemas of the homework endpoints (must match the contract's shapes).
import { z } from 'zod'
import {
  GRADE_DECISIONS, HOMEWORK_IMAGES_MAX, HOMEWORK_SCORE_MAX, HOMEWORK_STATES, HOMEWORK_TEXT_MAX, HOMEWORK_VIDEO_MAX_SEC,
  type GradingClass, type GradingSubmission, type GradingSubmissionSummary, type GradingTask, type HomeworkTask,
  type HomeworkTaskSummary
} from '@contract/classroom/homework-shapes'
import { idParamsSchema } from '../../../http/query'

const int = z.number().int()
const idOf = (title: string) => idParamsSchema(title).shape.id
const uploadPath = z.string().regex(/^\/uploads\/[\w/.-]{1,200}$/, '文件路径无效')
const submissionStates = z.enum(['submitted', 'pending', 'approved', 'rejected'])

export const classParams = z.strictObject({ classId: idOf('班级编号') })
export const classTaskParams = z.strictObject({ classId: idOf('班级编号'), taskId: idOf('作业编号') })
export const myHomeworkQuery = z.strictObject({ goodsId: z.coerce.number().int().min(1).max(2_147_483_647).optional() })

export const submitBody = z.strictObject({
  text: z.string().max(HOMEWORK_TEXT_MAX, `作业内容不能超过 ${HOMEWORK_TEXT_MAX} 字`),
  images: z.array(uploadPath).max(HOMEWORK_IMAGES_MAX, `最多上传 ${HOMEWORK_IMAGES_MAX} 张图片`),
  video: uploadPath.nullable(),
  videoSec: z.number().min(0).max(HOMEWORK_VIDEO_MAX_SEC * 100).optional()
})

export const gradeBody = z.strictObject({
  decision: z.enum(GRADE_DECISIONS, '请选择通过或驳回'),
  score: int.min(0, `分数应在 0 到 ${HOMEWORK_SCORE_MAX} 之间`).max(HOMEWORK_SCORE_MAX, `分数应在 0 到 ${HOMEWORK_SCORE_MAX} 之间`).nullable(),
  comment: z.string().max(500, '评语不能超过 500 字')
})

const file = z.object({ path: z.string(), url: z.string() })
const submission = z.object({
  id: int, state: submissionStates, score: int.nullable(), comment: z.string(), submittedAt: z.string(),
  gradedAt: z.string().nullable(), attempt: int, text: z.string(), images: z.array(file), video: file.nullable()
})

export const taskSummaryResponse = z.object({
  id: int, goodsId: int, classId: int.nullable(), title: z.string(), dueAt: z.string().nullable(),
  state: z.enum(HOMEWORK_STATES), score: int.nullable()
}) satisfies z.ZodType<HomeworkTaskSummary>

export const taskResponse = taskSummaryResponse.extend({
  html: z.string(), courseTitle: z.string(), submission: submission.nullable(), canSubmit: z.boolean()
}) satisfies z.ZodType<HomeworkTask>

export const gradingClassResponse = z.object({
  classId: int, name: z.string(), goodsTitle: z.string(), toGrade: int
}) satisfies z.ZodType<GradingClass>

export const gradingTaskResponse = z.object({
  id: int, title: z.string(), html: z.string(), dueAt: z.string().nullable(), submitted: int, toGrade: int
}) satisfies z.ZodType<GradingTask>

export const gradingSummaryResponse = z.object({
  id: int, taskId: int, learnerName: z.string(), state: submissionStates, score: int.nullable(), submittedAt: z.string(), attempt: int
}) satisfies z.ZodType<GradingSubmissionSummary>

export const gradingSubmissionResponse = submission.extend({
  taskId: int, taskTitle: z.string(), taskHtml: z.string(), classId: int, learnerName: z.string(), nextId: int.nullable()
}) satisfies z.ZodType<GradingSubmission>
