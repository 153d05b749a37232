// SQL of partners: the shared published-content queries plus a keyword over name and intro.
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { partners } from '../../../db/schema'
import { visibleWhere } from '../publication'
import { findById, pageOf, updateById, type Page } from '../published-repo'

export type PartnerRow = typeof partners.$inferSelect
export type PartnerValues = Pick<typeof partners.$inferInsert, 'name' | 'logoUrl' | 'intro' | 'contentHtml' | 'website' | 'sort'>

export const visible = (now: Date): SQL => visibleWhere(partners, now)
export const keywordWhere = (keyword: string): SQL => anyContains(keyword, [partners.name, partners.intro])

export const listPartners = (db: Db, where: SQL | undefined, page: Page) => pageOf(db, partners, where, page)
export const findPartner = (db: Db, id: number, extra?: SQL) => findById(db, partners, id, extra)
export const updatePartner = (db: Db, id: number, values: PartnerValues) => updateById(db, partners, id, values)

export async function insertPartner(db: Db, values: PartnerValues): Promise<number> {
  const [row] = await db.insert(partners).values(values).returning({ id: partners.id })
  return row.id
}
