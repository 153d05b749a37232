// SQL of the logged sets the records and charts are computed from (owner in every WHERE).
import { and, asc, eq, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { trainingMoves, trainingSets } from '../tables'

export function setsOf(db: Db, userId: number, extra?: SQL) {
  return db.select({
    id: trainingSets.id, sessionId: trainingSets.sessionId, moveId: trainingSets.moveId, setNo: trainingSets.setNo,
    reps: trainingSets.reps, loadKg: trainingSets.loadKg, durationSec: trainingSets.durationSec, distanceM: trainingSets.distanceM,
    done: trainingSets.done, loggedAt: trainingSets.loggedAt, moveName: trainingMoves.name, unit: trainingMoves.unit,
    primaryMuscle: trainingMoves.primaryMuscle
  }).from(trainingSets)
    .innerJoin(trainingMoves, eq(trainingMoves.id, trainingSets.moveId))
    .where(and(eq(trainingSets.userId, userId), extra))
    .orderBy(asc(trainingSets.loggedAt), asc(trainingSets.setNo), asc(trainingSets.id))
}

export type SetRow = Awaited<ReturnType<typeof setsOf>>[number]

export const setsOfMove = (db: Db, userId: number, moveId: number) => setsOf(db, userId, eq(trainingSets.moveId, moveId))
export const setsOfSession = (db: Db, userId: number, sessionId: number) => setsOf(db, userId, eq(trainingSets.sessionId, sessionId))
export const setsBefore = (db: Db, userId: number, sessionId: number) => setsOf(db, userId, lt(trainingSets.sessionId, sessionId))
