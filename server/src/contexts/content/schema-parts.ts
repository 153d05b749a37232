// Schema pieces every kind of content shares (FAQ, banners, notices, news): texts with Chinese messages that name
// the field, the order number, a search keyword, an uploaded picture's path, and an id in a query.
import { z } from 'zod'

const MAX_SERIAL = 2_147_483_647

/** "请填写…" when the field is missing, "…应为文字" when it is something else. */
const textError = (title: string) => (issue: { input: unknown }) => (issue.input === undefined ? `请填写${title}` : `${title}应为文字`)

export const requiredText = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`).meta({ title })

export const optionalText = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().max(max, `${title}不能超过${max}个字`).default('').meta({ title })

export const sortField = z.number('排序应为整数').int('排序应为整数').min(-9999, '排序不能小于-9999').max(9999, '排序不能大于9999')
  .default(0).meta({ title: '排序' })

export const keywordQuery = z.string().trim().max(30, '搜索词不能超过30个字').optional().meta({ title: '关键词' })

export const idQuery = (title: string) =>
  z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`).optional().meta({ title })

export const idField = (title: string, message: string) =>
  z.number(message).int(message).min(1, message).max(MAX_SERIAL, message).meta({ title })

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/

/** A picture uploaded through the upload endpoint: its `/uploads/...` path (what the server stores and serves). */
export const uploadPathField = (title: string) =>
  z.string(`${title}应为上传后的图片路径`).trim().max(300, `${title}路径过长`)
    .refine((v) => UPLOAD_PATH.test(v), `${title}应为上传后的图片路径（/uploads/…）`).meta({ title })

/** The same, or '' for none. */
export const optionalUploadPath = (title: string) =>
  z.string(`${title}应为上传后的图片路径`).trim().max(300, `${title}路径过长`)
    .refine((v) => v === '' || UPLOAD_PATH.test(v), `${title}应为上传后的图片路径（/uploads/…）`).default('').meta({ title })

/** Rich text that must say something once the sanitiser has run (tags and spaces alone are empty). */
export const isBlankHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === ''
