// SQL every kind of published about content shares (teachers, partners, stories): a page of rows by sort then id,
// one row by id, and the conditional writes of publishing. Each kind's repo adds what is its own.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { partners, stories, teachers } from '../../db/schema'
import type { PublicationRow } from './publication'

export type PublishedTable = typeof teachers | typeof partners | typeof stories
type RowOf<T extends PublishedTable> = T['$inferSelect']
export interface Page { offset: number; limit: number }

// drizzle types a select from a union of tables poorly; every table here has these columns, so one cast suffices.
const columnsOf = (table: PublishedTable) => table as unknown as { id: PgColumn; sort: PgColumn; published: PgColumn; publishAt: PgColumn }
const fromTable = (db: Db, table: PublishedTable) => db.select().from(table as typeof teachers)

/** Rows matching `where` by sort then id, and how many match. */
export async function pageOf<T extends PublishedTable>(db: Db, table: T, where: SQL | undefined, page: Page): Promise<{ rows: RowOf<T>[]; total: number }> {
  const c = columnsOf(table)
  const [rows, [count]] = await Promise.all([
    fromTable(db, table).where(where).orderBy(asc(c.sort), asc(c.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(table as typeof teachers).where(where)
  ])
  return { rows: rows as RowOf<T>[], total: count?.n ?? 0 }
}

export async function findById<T extends PublishedTable>(db: Db, table: T, id: number, extra?: SQL): Promise<RowOf<T> | undefined> {
  const [row] = await fromTable(db, table).where(and(eq(columnsOf(table).id, id), extra)).limit(1)
  return row as RowOf<T> | undefined
}

export async function updateById<T extends PublishedTable>(db: Db, table: T, id: number, values: Partial<T['$inferInsert']>): Promise<boolean> {
  const c = columnsOf(table)
  const rows = await db.update(table as typeof teachers).set(values as object).where(eq(c.id, id)).returning({ id: c.id })
  return rows.length > 0
}

/**
 * Writes a publish or unpublish only while the row still stands as it was read (`before`), in one statement: of two
 * operators clicking at once, one wins and the other is told to refresh.
 */
export async function setPublication(db: Db, table: PublishedTable, id: number, before: PublicationRow, values: PublicationRow): Promise<boolean> {
  const c = columnsOf(table)
  const at = before.publishAt?.toISOString() ?? null
  const unchanged = and(eq(c.published, before.published), sql`${c.publishAt} is not distinct from ${at}::timestamptz`)
  const rows = await db.update(table as typeof teachers).set(values).where(and(eq(c.id, id), unchanged)).returning({ id: c.id })
  return rows.length > 0
}
