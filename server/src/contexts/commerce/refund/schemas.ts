// Response schema of a refund as the learner sees it (the back office's extends it: admin/response-schemas.ts).
import { z } from 'zod'
import type { Refund } from '@contract/commerce/schemas'
import { REFUND_STATUSES } from '@contract/commerce/constants'

const int = z.number().int()

export const refundResponse = z.object({
  id: int,
  status: z.enum(REFUND_STATUSES),
  amountFen: int,
  reason: z.string(),
  proofImages: z.array(z.string()),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  result: z.string(),
  note: z.string()
}) satisfies z.ZodType<Refund>
