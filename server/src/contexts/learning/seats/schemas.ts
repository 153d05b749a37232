// Response schemas of the seat endpoints (must match the contract's shapes; they strip anything else).
import { z } from 'zod'
import { SEAT_SOURCES, SEAT_STATUSES, type MySeat, type TransferOptions } from '@contract/learning/shapes'

const int = z.number().int()

export const mySeatResponse = z.object({
  seatId: int,
  classId: int,
  orderId: int.nullable(),
  source: z.enum(SEAT_SOURCES),
  status: z.enum(SEAT_STATUSES),
  transfersUsed: int,
  transfersLeft: int,
  canRetrain: z.boolean()
}) satisfies z.ZodType<MySeat>

export const transferOptionsResponse = z.object({
  seat: mySeatResponse,
  max: int,
  targets: z.array(z.object({
    classId: int, name: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(), schedule: z.string(), seatsLeft: int
  }))
}) satisfies z.ZodType<TransferOptions>
