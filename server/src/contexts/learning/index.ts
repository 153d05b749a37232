// Public entry of the learning context: the only file another context or the app may import.
export { learningContext } from './plugin'
export type { LearningContext } from './context'
/** Seats for the classroom: enrolment sync (before reading seats), active seats as a subquery to join. */
export { activeSeatRows, syncSeats, type SyncScope } from './seats/enrolment'
/** Seat moves and gifts for the back office (staff act on any seat; audited). */
export { giftSeat, mySeatInClass, retrainSeat, transferSeat, type MoveRequest } from './seats/service'
export { RETRAIN_WINDOW_DAYS } from './seats/policy'
/** Seats of every state and the seat moves as subqueries: the classroom's back office (roster, seat-move records). */
export { seatMoveRows, seatRows } from './seats/rows'
