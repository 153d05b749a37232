// SQL of seats: a learner's own seat (owner in the WHERE), the seat locked for a move, the classes a seat may move to.
import { and, asc, eq, gt, gte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { seatMoves, seats } from '../tables'

export type SeatRow = typeof seats.$inferSelect

/** The seat with its class's facts; `userId` null = any owner (staff). */
export async function findSeat(db: Db, seatId: number, userId: number | null) {
  const classes = classRows(db)
  const [row] = await db
    .select({
      seat: seats,
      cls: { name: classes.name, goodsId: classes.goodsId, startDate: classes.startDate, endDate: classes.endDate, transfersAllowed: classes.transfersAllowed }
    })
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(and(eq(seats.id, seatId), userId === null ? undefined : eq(seats.userId, userId)))
    .limit(1)
  return row
}

/** Locks the seat row for a move, so two moves of one seat run one after the other. */
export async function lockSeat(tx: Db, seatId: number): Promise<SeatRow | undefined> {
  const [row] = await tx.select().from(seats).where(eq(seats.id, seatId)).for('update').limit(1)
  return row
}

/** Ends the seat for a move in one conditional UPDATE (still active, transfers left below `allowed` for a transfer). */
export async function endSeatForTransfer(tx: Db, seatId: number, allowed: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(seats)
    .set({ status: 'transferred', endedAt: now })
    .where(and(eq(seats.id, seatId), eq(seats.status, 'active'), sql`${seats.transfersUsed} < ${allowed}`))
    .returning({ id: seats.id })
  return rows.length === 1
}

export async function insertSeat(tx: Db, seat: typeof seats.$inferInsert): Promise<SeatRow> {
  const [row] = await tx.insert(seats).values(seat).returning()
  return row!
}

export async function activeSeatId(db: Db, userId: number, classId: number): Promise<number | null> {
  const [row] = await db.select({ id: seats.id }).from(seats)
    .where(and(eq(seats.userId, userId), eq(seats.classId, classId), eq(seats.status, 'active'))).limit(1)
  return row?.id ?? null
}

export async function hasActiveSeat(db: Db, userId: number, classId: number): Promise<boolean> {
  return (await activeSeatId(db, userId, classId)) !== null
}

export async function hasRetrained(db: Db, seatId: number): Promise<boolean> {
  const [row] = await db.select({ id: seats.id }).from(seats)
    .where(and(eq(seats.previousSeatId, seatId), eq(seats.source, 'retrain'))).limit(1)
  return Boolean(row)
}

export async function insertMove(tx: Db, move: typeof seatMoves.$inferInsert): Promise<void> {
  await tx.insert(seatMoves).values(move)
}

/** Classes of the goods other than `exceptClassId` whose last day is not past, with a seat left; `after`: starting later. */
export async function candidateClasses(db: Db, goodsId: number, exceptClassId: number, today: string, after?: string) {
  const classes = classRows(db)
  return db
    .select()
    .from(classes)
    .where(and(
      eq(classes.goodsId, goodsId), ne(classes.id, exceptClassId), gte(classes.endDate, today),
      after ? gt(classes.startDate, after) : undefined, gt(classes.seatsLeft, 0), ne(classes.storedStatus, 'off_sale')
    ))
    .orderBy(asc(classes.startDate), asc(classes.id))
    .limit(50)
}

export async function findClass(db: Db, classId: number) {
  const classes = classRows(db)
  const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1)
  return row
}
