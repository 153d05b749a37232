// Zod fields every kind of content's schemas share (FAQ, questionnaires, banners, notices, news, teachers, partners,
// stories, about pages):
// strict inputs with Chinese messages naming the field. Rich text is only length-checked here; services sanitise it.
import { z } from 'zod'
import { pageQuerySchema } from '../../http/query'
import { publicationStateQuery, publicationStateResponse, stateOf, type PublicationRow } from './publication'
import { MAX_SERIAL } from '../../../../types/validation'

const textError = (title: string) => (issue: { input: unknown }) => (issue.input === undefined ? `请填写${title}` : `${title}应为文字`)

/** Text that must be there, trimmed, at most `max` characters. */
export const requiredText = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`).meta({ title })

/** Text that may be left out or blank (''), trimmed. */
export const optionalText = (title: string, max: number) =>
  z.string(`${title}应为文字`).trim().max(max, `${title}不能超过${max}个字`).default('').meta({ title })

/** Rich text before sanitising; `required` ones are also checked for text after it (hasText). */
export const richText = (title: string) =>
  z.string({ error: textError(title) }).max(50_000, `${title}不能超过5万字`).meta({ title })

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/

/** A picture uploaded through the upload pipeline: its `/uploads/...` path (what the server stores and serves). */
export const uploadPathField = (title: string) =>
  z.string(`${title}应为上传后的图片路径`).trim().max(300, `${title}路径过长`)
    .refine((v) => UPLOAD_PATH.test(v), `${title}应为上传后的图片路径（/uploads/…）`).meta({ title })

/** The same, or '' for none. */
export const uploadPath = (title: string) =>
  z.string(`${title}应为上传后的图片路径`).trim().max(300, `${title}路径过长`)
    .refine((v) => v === '' || UPLOAD_PATH.test(v), `${title}应为上传后的图片路径（/uploads/…）`)
    .default('').meta({ title })

/** Place in lists (smaller first), -9999..9999, 0 by default. */
export const sortField = z.number('排序应为整数').int('排序应为整数').min(-9999, '排序不能小于-9999').max(9999, '排序不能大于9999')
  .default(0).meta({ title: '排序' })

/** A list's search box: at most 30 characters, matched literally. */
export const keywordField = z.string().trim().max(30, '搜索词不能超过30个字').optional().meta({ title: '关键词' })

/** A row id chosen in a form (a goods, a category). */
export const chosenId = (message: string) => z.number(message).int(message).min(1, message).max(MAX_SERIAL, message)
export const idField = (title: string, message: string) => chosenId(message).meta({ title })

/** An optional id in a query string (a list's filter). */
export const idQuery = (title: string) =>
  z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`).optional().meta({ title })

/** The back office's lists: paging, a publication state and a keyword. */
export const adminListQuery = pageQuerySchema.extend({
  state: publicationStateQuery,
  keyword: keywordField
})
export type AdminListQueryInput = z.output<typeof adminListQuery>

/** Whether sanitised rich text has anything to read (tags, &nbsp; and spaces alone do not count). */
export const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '' || /<img\b/i.test(html)

/** The plain text of sanitised rich text, for teasers: tags dropped, entities of the allow-list decoded. */
export function plainText(html: string): string {
  return html.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, ' ').replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim()
}

/** What every back-office answer of published content carries: its place, state and times. */
export const adminPublishedShape = {
  id: z.number().int(), sort: z.number().int(), state: publicationStateResponse, publishAt: z.string().nullable(), updatedAt: z.string()
}

/** The same facts from a row, its state by the server's clock. */
export function adminPublishedOf(row: PublicationRow & { id: number; sort: number; updatedAt: Date }, now: Date) {
  return { id: row.id, sort: row.sort, state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() }
}

/** A goods linked from content, as the back office shows it. */
export const adminGoodsRefResponse = z.object({ id: z.number().int(), title: z.string(), onSale: z.boolean() })
