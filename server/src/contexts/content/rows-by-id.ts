// One row of a content table by its id (banners, notices, news, teachers, partners, stories): find it (with `where`,
// only when that holds too), insert answering the new id, and update answering whether it matched (with `where`,
// only while that still holds: the conditional publish/unpublish).
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'

type TableWithId = PgTable & { id: PgColumn }

export function rowsById<T extends TableWithId>(table: T) {
  return {
    async find(db: Db, id: number, where?: SQL): Promise<T['$inferSelect'] | undefined> {
      // drizzle cannot type a select from a generic table; the row is the table's own.
      const [row] = await db.select().from(table as PgTable).where(and(eq(table.id, id), where)).limit(1)
      return row as T['$inferSelect'] | undefined
    },
    async insert(db: Db, values: T['$inferInsert']): Promise<number> {
      const [row] = await db.insert(table).values(values).returning({ id: table.id })
      return row.id as number
    },
    async update(db: Db, id: number, values: PgUpdateSetSource<T>, where?: SQL): Promise<boolean> {
      const rows = await db.update(table).set(values).where(and(eq(table.id, id), where)).returning({ id: table.id })
      return rows.length > 0
    }
  }
}
