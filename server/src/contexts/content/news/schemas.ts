// Request and response schemas of the news, public and back office. Strict inputs with Chinese messages that name
// the field; the article's HTML is sanitised after parsing (admin-service.ts).
import { z } from 'zod'
import {
  NEWS_CATEGORIES, type AdminNews, type AdminNewsSummary, type NewsDetail, type NewsSummary
} from '@contract/content/home-shapes'
import { pageQuerySchema } from '../../../http/query'
import { publicationStateQuery, publicationStateResponse } from '../publication'
import { keywordField, optionalText, requiredText, uploadPath } from '../fields'

const int = z.number().int()
const category = z.enum(NEWS_CATEGORIES, '新闻分类应为学院动态、行业资讯或活动报道')

export const newsListQuery = pageQuerySchema.extend({ category: category.optional().meta({ title: '新闻分类' }) })
export const adminNewsListQuery = newsListQuery.extend({ state: publicationStateQuery, keyword: keywordField })

export const newsInput = z.strictObject({
  category: category.meta({ title: '新闻分类' }),
  title: requiredText('标题', 60),
  summary: optionalText('摘要', 200),
  coverUrl: uploadPath('封面'),
  source: optionalText('来源', 30),
  contentHtml: requiredText('正文', 100_000)
})
export type NewsInput = z.output<typeof newsInput>

const summaryShape = {
  id: int, category, title: z.string(), summary: z.string(), coverUrl: z.string(), source: z.string(), views: int, publishedAt: z.string()
}
export const newsSummaryResponse = z.object(summaryShape) satisfies z.ZodType<NewsSummary>
export const newsDetailResponse = z.object({ ...summaryShape, contentHtml: z.string() }) satisfies z.ZodType<NewsDetail>

const adminSummaryShape = {
  id: int, category, title: z.string(), source: z.string(), views: int,
  state: publicationStateResponse, publishAt: z.string().nullable(), updatedAt: z.string()
}
export const adminNewsSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminNewsSummary>
export const adminNewsResponse = z.object({
  ...adminSummaryShape, summary: z.string(), coverUrl: z.string(), contentHtml: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminNews>

