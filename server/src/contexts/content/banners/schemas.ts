// Request and response schemas of the banners. The link target's meaning depends on its kind and is checked after
// parsing (link.ts): a goods or news that exists, a page path, an https link.
import { z } from 'zod'
import { BANNER_LINK_KINDS, type AdminBanner, type Banner } from '@contract/content/home-shapes'
import { pageQuerySchema } from '../../../http/query'
import { publicationStateQuery, publicationStateResponse } from '../publication'
import { keywordField, optionalText, requiredText, sortField, uploadPathField } from '../fields'

const int = z.number().int()
const linkKind = z.enum(BANNER_LINK_KINDS, '跳转类型应为不跳转、商品、新闻、页面或外部链接')

export const adminBannerListQuery = pageQuerySchema.extend({
  state: publicationStateQuery, linkKind: linkKind.optional().meta({ title: '跳转类型' }), keyword: keywordField
})

export const bannerInput = z.strictObject({
  title: requiredText('标题', 30),
  imageUrl: uploadPathField('图片'),
  linkKind: linkKind.meta({ title: '跳转类型' }),
  linkTarget: optionalText('跳转目标', 500),
  sort: sortField
})
export type BannerInput = z.output<typeof bannerInput>

const bannerShape = { id: int, title: z.string(), imageUrl: z.string(), linkKind, linkTarget: z.string() }
export const bannerResponse = z.object(bannerShape) satisfies z.ZodType<Banner>
export const adminBannerResponse = z.object({
  ...bannerShape, sort: int, state: publicationStateResponse, publishAt: z.string().nullable(), createdAt: z.string(), updatedAt: z.string()
}) satisfies z.ZodType<AdminBanner>
