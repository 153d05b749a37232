// Seats of every state and the seat moves, as subqueries the classroom's back office joins (a class's roster with its
// transferred and withdrawn seats; the transfer and retrain records), so the tables stay learning's.
import type { Db } from '../../../db'
import { seatMoves, seats } from '../tables'

export function seatRows(db: Db) {
  return db
    .select({
      seatId: seats.id, userId: seats.userId, classId: seats.classId, source: seats.source, status: seats.status,
      orderId: seats.orderId, transfersUsed: seats.transfersUsed, joinedAt: seats.createdAt
    })
    .from(seats)
    .as('all_seats')
}

export function seatMoveRows(db: Db) {
  return db
    .select({
      id: seatMoves.id, kind: seatMoves.kind, userId: seatMoves.userId, fromClassId: seatMoves.fromClassId,
      toClassId: seatMoves.toClassId, byUserId: seatMoves.byUserId, reason: seatMoves.reason, createdAt: seatMoves.createdAt
    })
    .from(seatMoves)
    .as('seat_move_rows')
}
