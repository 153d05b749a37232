// Request and response schemas of the FAQ, public and back office. Strict inputs with Chinese messages that name
// the field; the answer's HTML is sanitised after parsing (admin-service.ts).
import { z } from 'zod'
import {
  type AdminFaq, type AdminFaqCategory, type AdminFaqSummary, type FaqCategory, type FaqDetail, type FaqSummary
} from '@contract/content/shapes'
import { pageQuerySchema } from '../../../http/query'
import { publicationStateQuery, publicationStateResponse } from '../publication'
import { idField, idQuery, keywordField as keyword, requiredText as required, sortField as sort } from '../fields'

const int = z.number().int()
const categoryIdQuery = idQuery('分类编号')

export const faqListQuery = pageQuerySchema.extend({ categoryId: categoryIdQuery, keyword })
export const adminFaqListQuery = faqListQuery.extend({
  state: publicationStateQuery
})

export const categoryInput = z.strictObject({ name: required('分类名称', 20), sort })
export const faqInput = z.strictObject({
  categoryId: idField('分类', '请选择分类'),
  question: required('问题', 100),
  answerHtml: required('答案', 50_000),
  sort
})
export type FaqInput = z.output<typeof faqInput>

const summaryShape = { id: int, categoryId: int, categoryName: z.string(), question: z.string() }
export const faqCategoryResponse = z.object({ id: int, name: z.string() }) satisfies z.ZodType<FaqCategory>
export const faqSummaryResponse = z.object(summaryShape) satisfies z.ZodType<FaqSummary>
export const faqDetailResponse = z.object({
  ...summaryShape, answerHtml: z.string(), views: int, updatedAt: z.string()
}) satisfies z.ZodType<FaqDetail>

export const adminCategoryResponse = z.object({
  id: int, name: z.string(), sort: int, itemCount: int, createdAt: z.string()
}) satisfies z.ZodType<AdminFaqCategory>
const adminSummaryShape = {
  ...summaryShape, sort: int, state: publicationStateResponse, publishAt: z.string().nullable(), views: int, updatedAt: z.string()
}
export const adminFaqSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminFaqSummary>
export const adminFaqResponse = z.object({
  ...adminSummaryShape, answerHtml: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminFaq>
