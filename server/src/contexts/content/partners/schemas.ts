// Request and response schemas of partners, public and back office. The page's HTML is sanitised after parsing.
import { z } from 'zod'
import type { AdminPartner, AdminPartnerSummary, PartnerDetail, PartnerSummary } from '@contract/content/about-shapes'
import { adminPublishedShape, optionalText, requiredText, richText, sortField, uploadPath } from '../fields'

export const partnerInput = z.strictObject({
  name: requiredText('合作伙伴名称', 40),
  logoUrl: uploadPath('标志'),
  intro: optionalText('简介', 120),
  contentHtml: richText('合作介绍').default(''),
  website: z.string('官网应为网址').trim().max(200, '官网地址不能超过200个字')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), '官网应以 http:// 或 https:// 开头')
    .default('').meta({ title: '官网' }),
  sort: sortField
})
export type PartnerInput = z.output<typeof partnerInput>

const int = z.number().int()
const summaryShape = { id: int, name: z.string(), logoUrl: z.string(), intro: z.string() }
export const partnerSummaryResponse = z.object(summaryShape) satisfies z.ZodType<PartnerSummary>
export const partnerDetailResponse = z.object({ ...summaryShape, contentHtml: z.string(), website: z.string() }) satisfies z.ZodType<PartnerDetail>

const adminSummaryShape = { ...adminPublishedShape, name: z.string(), logoUrl: z.string(), website: z.string() }
export const adminPartnerSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminPartnerSummary>
export const adminPartnerResponse = z.object({
  ...adminSummaryShape, intro: z.string(), contentHtml: z.string(), createdAt: z.string()
}) satisfies z.ZodType<AdminPartner>
