// Shared request schemas for lists and ids (api-conventions.md → Pagination and lists).
import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@contract/envelope'
import { MAX_SERIAL } from '../../../types/validation'

/** ?page&size: page is 1-based; size defaults to 10 and may not exceed 50. */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1).meta({ title: '页码' }),
  size: z.coerce
    .number('每页条数应为整数')
    .int('每页条数应为整数')
    .min(1, '每页条数至少为1')
    .max(PAGE_SIZE_MAX, `每页条数不能超过${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT)
    .meta({ title: '每页条数' })
})
export type PageQueryInput = z.output<typeof pageQuerySchema>

export const offsetOf = ({ page, size }: PageQueryInput) => (page - 1) * size

/** The response schema of a Paged<T> (types/envelope.ts). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() })
}

/** Largest PostgreSQL integer: a bigger id can match nothing, and must not reach SQL as an out-of-range error. */

/** Path parameters `{id}` of a serial primary key. */
export function idParamsSchema(title: string) {
  return z.strictObject({
    id: z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`).meta({ title })
  })
}
