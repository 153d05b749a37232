// Request and response schemas of learner stories, public and back office. The story's HTML is sanitised after
// parsing and must keep some text (admin-service.ts); the linked goods is checked to exist there.
import { z } from 'zod'
import type { AdminStory, AdminStorySummary, StoryDetail, StorySummary } from '@contract/content/about-shapes'
import { goodsSummaryResponse } from '../../catalog'
import { adminGoodsRefResponse, adminPublishedShape, chosenId, optionalText, requiredText, richText, sortField, uploadPath } from '../fields'

export const storyInput = z.strictObject({
  title: requiredText('标题', 40),
  learnerName: requiredText('学员姓名', 20),
  learnerTitle: optionalText('学员现状', 30),
  summary: optionalText('摘要', 120),
  coverUrl: uploadPath('封面'),
  contentHtml: richText('故事正文'),
  goodsId: chosenId('关联课程无效').nullable().default(null).meta({ title: '关联课程' }),
  sort: sortField
})
export type StoryInput = z.output<typeof storyInput>

const int = z.number().int()
const summaryShape = {
  id: int, title: z.string(), learnerName: z.string(), learnerTitle: z.string(), summary: z.string(), coverUrl: z.string(), views: int
}
export const storySummaryResponse = z.object(summaryShape) satisfies z.ZodType<StorySummary>
export const storyDetailResponse = z.object({
  ...summaryShape, contentHtml: z.string(), goods: goodsSummaryResponse.nullable()
}) satisfies z.ZodType<StoryDetail>

const adminSummaryShape = {
  ...adminPublishedShape, title: z.string(), learnerName: z.string(), learnerTitle: z.string(), coverUrl: z.string(),
  goods: adminGoodsRefResponse.nullable(), views: int
}
export const adminStorySummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminStorySummary>
export const adminStoryResponse = z.object({
  ...adminSummaryShape, summary: z.string(), contentHtml: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminStory>
