// Request and response schemas of the assistant, for learners and for the back office.
import { z } from 'zod'
import {
  AI_ANSWER_MODES, AI_LIMITS, AI_MESSAGE_STATES, CONTENT_KINDS, type AdminAiAnswer, type AdminAiAnswerSummary,
  type AiMessagesPage
} from '@contract/content/assistant-shapes'
import { pageQuerySchema } from '../../../http/query'
import { MAX_SERIAL } from '../../../../../types/validation'

const int = z.number().int()

export const askInput = z.strictObject({
  question: z.string({ error: (i) => (i.input === undefined ? '请输入问题' : '问题应为文字') }).trim()
    .min(1, '请输入问题').max(AI_LIMITS.questionMaxChars, `问题不能超过${AI_LIMITS.questionMaxChars}个字`).meta({ title: '问题' })
})

/** A page of history: at most 30 messages (15 exchanges), 20 by default. */
export const HISTORY_PAGE_MAX = 30
export const messagesQuery = z.strictObject({
  before: z.coerce.number('消息编号无效').int('消息编号无效').min(1, '消息编号无效').max(MAX_SERIAL, '消息编号无效').optional().meta({ title: '消息编号' }),
  size: z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1')
    .max(HISTORY_PAGE_MAX, `每页条数不能超过${HISTORY_PAGE_MAX}`).default(20).meta({ title: '每页条数' })
})

const sources = z.array(z.object({ kind: z.enum(CONTENT_KINDS), id: int, title: z.string() }))
const state = z.enum(AI_MESSAGE_STATES)
const mode = z.enum(AI_ANSWER_MODES)

export const messagesResponse = z.object({
  list: z.array(z.object({
    id: int, role: z.enum(['user', 'assistant']), content: z.string(), state, mode: mode.nullable(), sources,
    replyToId: int.nullable(), createdAt: z.string()
  })),
  hasMore: z.boolean()
}) satisfies z.ZodType<AiMessagesPage>

const chinaDate = (title: string) => z.iso.date(`${title}格式应为YYYY-MM-DD`).optional().meta({ title })
export const adminAnswerQuery = pageQuerySchema.extend({
  from: chinaDate('开始日期'),
  to: chinaDate('结束日期'),
  state: z.enum(AI_MESSAGE_STATES, '回答状态无效').optional().meta({ title: '回答状态' }),
  mode: z.enum(AI_ANSWER_MODES, '回答方式无效').optional().meta({ title: '回答方式' }),
  keyword: z.string().trim().max(30, '关键词不能超过30个字').optional().meta({ title: '关键词' }),
  reviewed: z.enum(['true', 'false'], '审阅状态无效').transform((v) => v === 'true').optional().meta({ title: '是否已审阅' })
})
export const reviewInput = z.strictObject({
  note: z.string('备注应为文字').trim().max(200, '备注不能超过200个字').optional().meta({ title: '审阅备注' })
}).nullish().transform((v) => v ?? {})

const summaryShape = {
  id: int, userId: int, userPhone: z.string(), question: z.string(), answer: z.string(), mode, state, sources,
  reviewedAt: z.string().nullable(), createdAt: z.string()
}
export const adminAnswerSummaryResponse = z.object(summaryShape) satisfies z.ZodType<AdminAiAnswerSummary>
export const adminAnswerResponse = z.object({ ...summaryShape, reviewNote: z.string().nullable() }) satisfies z.ZodType<AdminAiAnswer>
