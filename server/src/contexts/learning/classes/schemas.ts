// Request and response schemas of /api/learning/classes: the response must match MyClass (checked by `satisfies`)
// and strips anything else a handler returns.
import { z } from 'zod'
import { MY_CLASS_STATES, type MyClass } from '@contract/learning/shapes'
import { pageQuerySchema } from '../../../http/query'

export const myClassListQuerySchema = pageQuerySchema.extend({
  state: z.enum(MY_CLASS_STATES, '班级状态无效').optional().meta({ title: '班级状态' })
})

const int = z.number().int()

export const myClassResponse = z.object({
  seatId: int,
  orderId: int.nullable(),
  transfersLeft: int,
  goods: z.object({ id: int, title: z.string(), cover: z.string() }),
  classId: int,
  name: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: int,
  schedule: z.string(),
  state: z.enum(MY_CLASS_STATES),
  daysToStart: int.nullable(),
  refunding: z.boolean()
}) satisfies z.ZodType<MyClass>
