// SQL helpers every list with a search box or a date range shares: literal keyword patterns and China-date bounds.
import { gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { Converter } from 'opencc-js/t2cn'

let simplifier: ((text: string) => string) | undefined

/**
 * Traditional characters as Simplified (發票 → 发票; OpenCC's Taiwan-to-mainland conversion, phrases included).
 * Our content is written in Simplified Chinese while a learner on 繁體, or with a Hong Kong or Taiwan keyboard,
 * types Traditional; keyword filters here and the content search's tokens compare the two this way.
 */
export function toSimplified(text: string): string {
  // Built on first use: making the converter's dictionaries takes a tenth of a second each server start otherwise.
  simplifier ??= Converter({ from: 'tw', to: 'cn' })
  return simplifier(text)
}

/** Midnight of a China date (UTC+8), as an instant; `plusDays` moves it (the end of an inclusive range is +1). */
export function chinaMidnight(date: string, plusDays = 0): Date {
  return new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000)
}

/** created between two China dates, both inclusive; either may be absent. */
export function inChinaDates(column: PgColumn, from?: string, to?: string): SQL[] {
  return [
    ...(from ? [gte(column, chinaMidnight(from))] : []),
    ...(to ? [lt(column, chinaMidnight(to, 1))] : [])
  ]
}

/** ILIKE pattern matching the keyword literally (its %, _ and \ are escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** Any of the columns contains the keyword (case-insensitive, literally), as typed or in Simplified characters. */
export function anyContains(keyword: string, columns: PgColumn[]): SQL {
  const patterns = [...new Set([keyword, toSimplified(keyword)])].map(containsPattern)
  return sql`(${sql.join(columns.flatMap((c) => patterns.map((p) => sql`${c} ilike ${p}`)), sql` or `)})`
}
