// Issuing a certificate inside the caller's transaction. A registration gets at most one (unique index): when two
// submits race, the second insert does nothing and both callers read the same certificate.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userRows } from '../../identity'
import { certificates } from '../tables'
import { newCertificateNumber } from './numbers'

export interface IssueInput {
  userId: number
  registrationId: number | null
  goodsId: number
  courseTitle: string
  hours: number
  validMonths: number
  score: number
  total: number
}

function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime())
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

export async function issueCertificate(tx: Db, input: IssueInput, now: Date): Promise<typeof certificates.$inferSelect | undefined> {
  const people = userRows(tx, 'holders')
  const [holder] = await tx.select({ name: people.name, avatar: people.avatar }).from(people).where(eq(people.id, input.userId))
  const [row] = await tx.insert(certificates).values({
    number: newCertificateNumber(), userId: input.userId, registrationId: input.registrationId, goodsId: input.goodsId,
    holderName: holder?.name ?? '', photo: holder?.avatar ?? '', courseTitle: input.courseTitle, hours: input.hours,
    score: input.score, total: input.total, issuedAt: now, expiresAt: addMonths(now, input.validMonths)
  }).onConflictDoNothing({ target: certificates.registrationId }).returning()
  return row
}

export async function certificateOfRegistration(db: Db, registrationId: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.registrationId, registrationId)).limit(1)
  return row
}
