// Request and response schemas of the about pages and the about tab's overview.
import { z } from 'zod'
import { ABOUT_PAGE_KEYS, type AboutOverview, type AboutPage, type AdminAboutPage } from '@contract/content/about-shapes'
import { pageQuerySchema } from '../../../http/query'
import { requiredText, richText, uploadPath } from '../fields'
import { partnerSummaryResponse } from '../partners/schemas'
import { storySummaryResponse } from '../stories/schemas'
import { teacherSummaryResponse } from '../teachers/schemas'

const pageKey = z.enum(ABOUT_PAGE_KEYS, '页面无效，应为 us 或 enterprise')
export const publicKeyParams = z.strictObject({ key: pageKey.meta({ title: '页面' }) })
export const adminKeyParams = z.strictObject({ id: pageKey.meta({ title: '页面' }) })
/** The console's list sends paging like every list; there are two pages, so it changes nothing. */
export const adminPagesQuery = pageQuerySchema

export const aboutPageInput = z.strictObject({
  title: requiredText('页面标题', 30),
  coverUrl: uploadPath('封面'),
  contentHtml: richText('页面正文')
})

export const aboutPageResponse = z.object({
  key: pageKey, title: z.string(), coverUrl: z.string(), contentHtml: z.string(), summary: z.string(), updatedAt: z.string()
}) satisfies z.ZodType<AboutPage>
export const adminAboutPageResponse = z.object({
  id: pageKey, title: z.string(), coverUrl: z.string(), contentHtml: z.string(), updatedAt: z.string()
}) satisfies z.ZodType<AdminAboutPage>

export const overviewResponse = z.object({
  intro: aboutPageResponse,
  teachers: z.array(teacherSummaryResponse),
  stories: z.array(storySummaryResponse),
  partners: z.array(partnerSummaryResponse),
  contact: z.object({ phone: z.string(), wechatId: z.string() })
}) satisfies z.ZodType<AboutOverview>
