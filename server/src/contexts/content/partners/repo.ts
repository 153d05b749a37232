// SQL of partners: lists by sort then id, one by id, insert and update by id (rows-by-id.ts), and a keyword over
// name and intro.
import { asc, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { partners } from '../tables'
import { type Page, withTotal } from '../paging'
import { visibleWhere } from '../publication'
import { rowsById } from '../rows-by-id'

export type PartnerRow = typeof partners.$inferSelect
export type PartnerValues = Pick<typeof partners.$inferInsert, 'name' | 'logoUrl' | 'intro' | 'contentHtml' | 'website' | 'sort'>

export const visible = (now: Date): SQL => visibleWhere(partners, now)
export const keywordWhere = (keyword: string): SQL => anyContains(keyword, [partners.name, partners.intro])

export const listPartners = (db: Db, where: SQL | undefined, page: Page) => withTotal(db, partners, where,
  db.select().from(partners).where(where).orderBy(asc(partners.sort), asc(partners.id)).offset(page.offset).limit(page.limit))


/** Insert (answering the new id) and update by id. */
export const partnerRows = rowsById(partners)
export const findPartner = partnerRows.find
