// Response schemas of refunds: the learner's view and finance's (which adds the order and the provider's state).
import { z } from 'zod'
import type { AdminRefund, Refund } from '@contract/commerce'
import { REFUND_STATUSES } from '@contract/commerce-constants'

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

export const adminRefundResponse = refundResponse.extend({
  orderId: int,
  orderNo: z.string(),
  userId: int,
  orderAmountDueFen: int,
  outRefundNo: z.string(),
  providerStatus: z.string().nullable()
}) satisfies z.ZodType<AdminRefund>
