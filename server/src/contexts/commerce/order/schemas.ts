// Response schemas of the order itself, which every module above order answers with: `:id` of the
// /api/order/:id/* routes and the order summary. Each module keeps the schemas of its own answers next to it;
// serialising through them strips every column the contract does not name (transaction ids, payment issues,
// provider states stay inside).
import { z } from 'zod'
import type { OrderSummary } from '@contract/commerce/schemas'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import { idParamsSchema } from '../../../http/query'

/** `:id` of every /api/order/:id/* route. */
export const orderParams = idParamsSchema('订单编号')

const int = z.number().int()

export const orderSummaryResponse = z.object({
  id: int,
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  goods: z.object({ id: int, kind: z.enum(GOODS_KINDS), title: z.string(), cover: z.string() }),
  className: z.string().optional(),
  totalFen: int,
  discountFen: int,
  amountDueFen: int,
  createdAt: z.string(),
  payDeadline: z.string(),
  hasInvoice: z.boolean().optional()
}) satisfies z.ZodType<OrderSummary>
