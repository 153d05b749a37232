import type { ErrorCode } from './errors'

export type { ErrorCode }

/**
 * The response envelope every /api route answers with (api-conventions.md).
 * status 1 = success; status 0 = a failure the user can read (message) and a program can switch on (code).
 */
export interface Envelope<T> {
  status: 0 | 1
  message: string
  code?: ErrorCode
  data: T | null
  /** With code VALIDATION: each field's problem (key path and a readable reason), for forms to show beside fields. */
  fields?: FieldIssue[]
}

export interface FieldIssue {
  /** The field's key path in the request: 'title', 'invoice.phone'. For programs only, never shown. */
  field: string
  message: string
}


/** Lists page through the server: page is 1-based, size defaults to 10 and is capped at 50. */
export interface Paged<T> {
  list: T[]
  total: number
  page: number
  size: number
}
export const PAGE_SIZE_DEFAULT = 10
export const PAGE_SIZE_MAX = 50

export interface PageQuery {
  page?: number
  size?: number
}
