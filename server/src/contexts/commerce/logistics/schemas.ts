// Response schema of an order's delivery tracking.
import { z } from 'zod'
import type { Logistics } from '@contract/commerce/schemas'

export const logisticsResponse = z.object({
  carrier: z.string(),
  mailNo: z.string(),
  status: z.string(),
  entries: z.array(z.object({ time: z.string(), text: z.string() }))
}) satisfies z.ZodType<Logistics>
