// The seat rules (docs/classroom.md → Transfers and retraining). Transfer: at most CLASS_TRANSFERS_MAX (3) per
// enrolment (product rules §5; a class may allow fewer), to another class of the same goods that has not ended, is
// not off sale and has a seat; the seat is taken atomically and the old class gets its seat back. Retrain: once per
// enrolment, after the class ended and within RETRAIN_WINDOW_DAYS of its last day, into a class of the same goods that
// starts after it; free; the ended seat stays (its attendance is the learner's record).
import { CLASS_TRANSFERS_MAX } from '@contract/catalog/constants'
import type { MySeat } from '@contract/learning/shapes'
import { classPhase, daysBetween } from '../../catalog'
import type { SeatRow } from './repo'

export const RETRAIN_WINDOW_DAYS = 365

export interface ClassFactsOfSeat {
  endDate: string
  startDate: string
  transfersAllowed: number
}

export const transfersAllowed = (cls: ClassFactsOfSeat) => Math.min(CLASS_TRANSFERS_MAX, cls.transfersAllowed)

export function retrainOpen(seat: SeatRow, cls: ClassFactsOfSeat, today: string, retrained: boolean): boolean {
  return seat.status === 'active' && seat.source !== 'retrain' && !retrained
    && classPhase(cls, today) === 'ended' && daysBetween(cls.endDate, today) <= RETRAIN_WINDOW_DAYS
}

export function toMySeat(seat: SeatRow, cls: ClassFactsOfSeat, canRetrain: boolean): MySeat {
  return {
    seatId: seat.id,
    classId: seat.classId,
    orderId: seat.orderId,
    source: seat.source,
    status: seat.status,
    transfersUsed: seat.transfersUsed,
    transfersLeft: Math.max(0, transfersAllowed(cls) - seat.transfersUsed),
    canRetrain
  }
}
