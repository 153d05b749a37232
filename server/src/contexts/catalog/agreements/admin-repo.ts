// SQL of the back office's agreements: every kind listed, one text, a new version (the agreement row and its
// agreement_versions row together), the version history.
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { agreements, agreementVersions, type AgreementKind } from '../tables'
import { people } from '../../identity'
import type { AgreementRow } from './repo'

export async function listAllAgreements(db: Db, kind: AgreementKind | undefined, page: { offset: number; limit: number }) {
  const where = kind ? eq(agreements.kind, kind) : undefined
  const [rows, [count]] = await Promise.all([
    db.select().from(agreements).where(where)
      .orderBy(sql`case ${agreements.kind} when 'user' then 0 when 'privacy' then 1 else 2 end`, asc(agreements.sortOrder), asc(agreements.id))
      .offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(agreements).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findAnyAgreement(db: Db, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1)
  return row
}

export async function insertVersion(db: Db, row: AgreementRow, editedBy: number): Promise<void> {
  await db.insert(agreementVersions).values({ agreementId: row.id, version: row.version, title: row.title, content: row.content, editedBy })
}

/** The next version: the row's number raised in the UPDATE itself, so two saves never share a number. */
export async function saveNewVersion(db: Db, id: number, text: { title: string; content: string }): Promise<AgreementRow | undefined> {
  const [row] = await db
    .update(agreements)
    .set({ ...text, version: sql`${agreements.version} + 1` })
    .where(eq(agreements.id, id))
    .returning()
  return row
}

export async function insertGoodsAgreement(db: Db, slug: string, text: { title: string; content: string }): Promise<AgreementRow | undefined> {
  const [max] = await db.select({ n: sql<number>`coalesce(max(${agreements.sortOrder}), 0)::int` }).from(agreements).where(eq(agreements.kind, 'goods'))
  const [row] = await db
    .insert(agreements)
    .values({ kind: 'goods', slug, ...text, sortOrder: (max?.n ?? 0) + 1 })
    .onConflictDoNothing({ target: agreements.slug })
    .returning()
  return row
}

export async function listVersions(db: Db, agreementId: number, page: { offset: number; limit: number }) {
  const where = eq(agreementVersions.agreementId, agreementId)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: agreementVersions.id,
        agreementId: agreementVersions.agreementId,
        version: agreementVersions.version,
        title: agreementVersions.title,
        content: agreementVersions.content,
        editedBy: agreementVersions.editedBy,
        editedByName: sql<string>`coalesce(${people.name}, '')`,
        createdAt: agreementVersions.createdAt
      })
      .from(agreementVersions)
      .leftJoin(people, eq(people.id, agreementVersions.editedBy))
      .where(where)
      .orderBy(desc(agreementVersions.version))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(agreementVersions).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}
