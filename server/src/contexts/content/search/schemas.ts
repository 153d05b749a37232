// Request and response schemas of search (public) and of the back office's search terms.
import { z } from 'zod'
import { CONTENT_KINDS, type AdminSearchTerm, type SearchHit, type SearchSummary } from '@contract/content/assistant-shapes'
import { pageQuerySchema } from '../../../http/query'

/** Longer than any title a learner would type; a pasted paragraph is not a search. */
export const KEYWORD_MAX = 30

const keyword = z.string('请输入搜索内容').trim().min(1, '请输入搜索内容').max(KEYWORD_MAX, `搜索内容不能超过${KEYWORD_MAX}个字`)
  .transform((v) => v.replace(/\s+/g, ' ')).meta({ title: '搜索内容' })
const kind = z.enum(CONTENT_KINDS, '搜索类型无效').meta({ title: '搜索类型' })

export const searchQuery = pageQuerySchema.extend({ keyword, kind })
export const summaryQuery = z.strictObject({ keyword })
export const adminTermQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX, `搜索词不能超过${KEYWORD_MAX}个字`).optional().meta({ title: '搜索词' })
})

const int = z.number().int()
const marks = z.array(z.tuple([int, int]))
export const searchHitResponse = z.object({
  kind: z.enum(CONTENT_KINDS), id: int, title: z.string(), titleMarks: marks, snippet: z.string(), snippetMarks: marks,
  coverUrl: z.string(), priceFen: int.nullable(), date: z.string().nullable()
}) satisfies z.ZodType<SearchHit>
export const summaryResponse = z.object({
  counts: z.object({ goods: int, news: int, faq: int })
}) satisfies z.ZodType<SearchSummary>
export const adminTermResponse = z.object({ term: z.string(), count: int, lastSearchedAt: z.string(), hidden: z.boolean() }) satisfies z.ZodType<AdminSearchTerm>
export const adminTermHideSchema = z.strictObject({
  term: z.string().trim().min(1, '请选择搜索词').max(KEYWORD_MAX).meta({ title: '搜索词' }),
  hidden: z.boolean().meta({ title: '隐藏' })
})
