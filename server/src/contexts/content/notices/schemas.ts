// Request and response schemas of the notices, public and back office. The notice's HTML is sanitised after
// parsing (admin-service.ts).
import { z } from 'zod'
import type { AdminNotice, AdminNoticeSummary, NoticeDetail, NoticeSummary, UnreadNotices } from '@contract/content/home-shapes'
import { pageQuerySchema } from '../../../http/query'
import { publicationStateQuery, publicationStateResponse } from '../publication'
import { keywordField, requiredText } from '../fields'

const int = z.number().int()

export const adminNoticeListQuery = pageQuerySchema.extend({ state: publicationStateQuery, keyword: keywordField })

export const noticeInput = z.strictObject({
  title: requiredText('公告标题', 60),
  contentHtml: requiredText('公告内容', 50_000)
})
export type NoticeInput = z.output<typeof noticeInput>

const summaryShape = { id: int, title: z.string(), publishedAt: z.string() }
export const noticeSummaryResponse = z.object(summaryShape) satisfies z.ZodType<NoticeSummary>
export const noticeDetailResponse = z.object({ ...summaryShape, contentHtml: z.string() }) satisfies z.ZodType<NoticeDetail>
export const unreadResponse = z.object({ count: int, ids: z.array(int) }) satisfies z.ZodType<UnreadNotices>

const adminSummaryShape = {
  id: int, title: z.string(), readCount: int, state: publicationStateResponse, publishAt: z.string().nullable(), updatedAt: z.string()
}
export const adminNoticeSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminNoticeSummary>
export const adminNoticeResponse = z.object({
  ...adminSummaryShape, contentHtml: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminNotice>
