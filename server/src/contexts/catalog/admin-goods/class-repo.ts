// SQL of the classes and exam sessions of a goods, as the back office edits them. Capacity changes move seats_left
// by the same amount in ONE conditional UPDATE: it succeeds only while the seats already taken (capacity −
// seats_left) still fit, so an order taking a seat at the same moment can never be oversold or lost.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { allOf } from '../../../db/parallel'
import { examSessions, goodsClasses } from '../tables'
import { daysBetween } from '../goods/availability'
import type { ClassInput, SessionInput } from './schemas'

export type ClassRow = typeof goodsClasses.$inferSelect
export type SessionRow = typeof examSessions.$inferSelect

/** Calendar days from start to end, both included. */
export const daysOf = (start: string, end: string) => daysBetween(start, end) + 1

export async function listClasses(db: Db, goodsId: number, page: { offset: number; limit: number }) {
  const where = eq(goodsClasses.goodsId, goodsId)
  const [rows, [count]] = await allOf(db,
    () => db.select().from(goodsClasses).where(where).orderBy(asc(goodsClasses.startDate), asc(goodsClasses.id)).offset(page.offset).limit(page.limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(goodsClasses).where(where)
  )
  return { rows, total: count?.n ?? 0 }
}

export async function findClass(db: Db, id: number): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(goodsClasses).where(eq(goodsClasses.id, id)).limit(1)
  return row
}

export async function insertClass(db: Db, goodsId: number, input: ClassInput): Promise<ClassRow> {
  const [row] = await db
    .insert(goodsClasses)
    .values({ goodsId, ...input, days: daysOf(input.startDate, input.endDate), seatsLeft: input.capacity })
    .returning()
  return row
}

/** undefined when the new capacity is below the seats taken (or the class is gone). */
export async function updateClass(db: Db, id: number, input: ClassInput): Promise<ClassRow | undefined> {
  const [row] = await db
    .update(goodsClasses)
    .set({
      ...input,
      days: daysOf(input.startDate, input.endDate),
      seatsLeft: sql`${goodsClasses.seatsLeft} + ${input.capacity}::int - ${goodsClasses.capacity}`,
      // 'full' is stored when the last seat went; seats added reopen it.
      status: sql`case when ${goodsClasses.status} = 'full' and ${goodsClasses.seatsLeft} + ${input.capacity}::int - ${goodsClasses.capacity} > 0
        then 'upcoming' else ${goodsClasses.status} end`
    })
    .where(and(eq(goodsClasses.id, id), sql`${goodsClasses.capacity} - ${goodsClasses.seatsLeft} <= ${input.capacity}::int`))
    .returning()
  return row
}

/** Stops sign-up (off_sale) or opens it again; undefined when it already was so. */
export async function setClassOffSale(db: Db, id: number, offSale: boolean): Promise<ClassRow | undefined> {
  const [row] = await db
    .update(goodsClasses)
    .set({ status: offSale ? 'off_sale' : sql`case when ${goodsClasses.seatsLeft} > 0 then 'upcoming' else 'full' end` })
    .where(and(eq(goodsClasses.id, id), offSale ? ne(goodsClasses.status, 'off_sale') : eq(goodsClasses.status, 'off_sale')))
    .returning()
  return row
}

export async function listSessions(db: Db, goodsId: number, page: { offset: number; limit: number }) {
  const where = eq(examSessions.goodsId, goodsId)
  const [rows, [count]] = await allOf(db,
    () => db.select().from(examSessions).where(where).orderBy(asc(examSessions.startsAt), asc(examSessions.id)).offset(page.offset).limit(page.limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(examSessions).where(where)
  )
  return { rows, total: count?.n ?? 0 }
}

export async function findSession(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(examSessions).where(eq(examSessions.id, id)).limit(1)
  return row
}

const sessionValues = (input: SessionInput) => ({ ...input, startsAt: new Date(input.startsAt) })

export async function insertSession(db: Db, goodsId: number, input: SessionInput): Promise<SessionRow> {
  const [row] = await db.insert(examSessions).values({ goodsId, ...sessionValues(input), seatsLeft: input.capacity }).returning()
  return row
}

export async function updateSession(db: Db, id: number, input: SessionInput): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(examSessions)
    .set({
      ...sessionValues(input),
      seatsLeft: sql`${examSessions.seatsLeft} + ${input.capacity}::int - ${examSessions.capacity}`,
      status: sql`case when ${examSessions.status} = 'full' and ${examSessions.seatsLeft} + ${input.capacity}::int - ${examSessions.capacity} > 0
        then 'open' else ${examSessions.status} end`
    })
    .where(and(eq(examSessions.id, id), sql`${examSessions.capacity} - ${examSessions.seatsLeft} <= ${input.capacity}::int`))
    .returning()
  return row
}

export async function setSessionClosed(db: Db, id: number, closed: boolean): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(examSessions)
    .set({ status: closed ? 'closed' : sql`case when ${examSessions.seatsLeft} > 0 then 'open' else 'full' end` })
    .where(and(eq(examSessions.id, id), closed ? ne(examSessions.status, 'closed') : eq(examSessions.status, 'closed')))
    .returning()
  return row
}
