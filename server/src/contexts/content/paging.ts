// One page of a content list and its total, read together (two statements in parallel), and the Paged answer.
import type { Paged } from '@contract/envelope'
import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { offsetOf, type PageQueryInput } from '../../http/query'

export interface Page { offset: number; limit: number }

export const pageOf = (query: PageQueryInput): Page => ({ offset: offsetOf(query), limit: query.size })

/** `rows` (already limited to the page) with the number of `table` rows matching `where`. */
export async function withTotal<T>(db: Db, table: PgTable, where: SQL | undefined, rows: Promise<T[]>): Promise<{ rows: T[]; total: number }> {
  const [list, [count]] = await Promise.all([rows, db.select({ n: sql<number>`count(*)::int` }).from(table).where(where)])
  return { rows: list, total: count?.n ?? 0 }
}

export function pagedAnswer<R, T>(query: PageQueryInput, found: { rows: R[]; total: number }, toView: (row: R) => T): Paged<T> {
  return { list: found.rows.map(toView), total: found.total, page: query.page, size: query.size }
}
