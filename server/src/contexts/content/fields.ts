// Input fields every kind of content's schemas share: a required text that names itself in its messages, and the
// list order.
import { z } from 'zod'

const textError = (title: string) => (issue: { input: unknown }) => (issue.input === undefined ? `请填写${title}` : `${title}应为文字`)

/** Trimmed, 1..max characters: 请填写{title} / {title}不能超过{max}个字. */
export const requiredText = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`).meta({ title })

/** Place in lists (smaller first), -9999..9999, 0 by default. */
export const sortField = z.number('排序应为整数').int('排序应为整数').min(-9999, '排序不能小于-9999').max(9999, '排序不能大于9999')
  .default(0).meta({ title: '排序' })

/** A list's search box: at most 30 characters, matched literally. */
export const keywordField = z.string().trim().max(30, '搜索词不能超过30个字').optional().meta({ title: '关键词' })
