// SQL for agreement texts. Content is sanitised here, on every write, so no caller can store raw HTML.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { agreements, agreementVersions, type AgreementKind } from '../tables'
import { sanitizeHtml } from './sanitize-html'

export type AgreementRow = typeof agreements.$inferSelect

export interface AgreementText {
  kind: AgreementKind
  slug: string
  title: string
  content: string
  sortOrder?: number
}

/**
 * Adds the text unless one with the same slug exists (seeding is idempotent; edited texts are kept), with its
 * version 1 in agreement_versions, so the history of every text starts where it was first shown.
 */
export async function insertAgreementIfAbsent(db: Db, text: AgreementText): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreements)
      .values({ ...text, content: sanitizeHtml(text.content) })
      .onConflictDoNothing({ target: agreements.slug })
      .returning()
    if (row) await tx.insert(agreementVersions).values({ agreementId: row.id, version: row.version, title: row.title, content: row.content })
  })
}

export async function findAgreement(db: Db, kind: AgreementKind, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(and(eq(agreements.id, id), eq(agreements.kind, kind))).limit(1)
  return row
}

/** The current text of a kind that has one text (user, privacy): the most recently updated. */
export async function latestAgreement(db: Db, kind: AgreementKind): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(eq(agreements.kind, kind))
    .orderBy(desc(agreements.updatedAt), desc(agreements.id))
    .limit(1)
  return row
}

export async function listAgreements(db: Db, kind: AgreementKind, offset: number, limit: number) {
  const where = eq(agreements.kind, kind)
  const [rows, [count]] = await Promise.all([
    db.select().from(agreements).where(where).orderBy(asc(agreements.sortOrder), asc(agreements.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(agreements).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}
