// Response schema of the price preview (POST /api/order/quote), in the catalog's shapes for goods and coupons.
import { z } from 'zod'
import type { Quote } from '@contract/commerce/schemas'
import { agreementRefResponse, couponResponse, goodsSummaryResponse } from '../../catalog'

const int = z.number().int()

export const quoteResponse = z.object({
  goods: goodsSummaryResponse,
  priceFen: int,
  bundleDeductionFen: int,
  couponDiscountFen: int,
  pointsUsed: int,
  pointsDiscountFen: int,
  amountDueFen: int,
  pointsBalance: int,
  maxPoints: int,
  usableCoupons: z.array(couponResponse),
  couponOptions: z.array(z.object({
    coupon: couponResponse,
    savingFen: int,
    refusal: z.enum(['out_of_scope', 'not_a_course', 'min_spend']).nullable()
  })),
  needsAddress: z.boolean(),
  agreements: z.array(agreementRefResponse),
  choice: z.string()
}) satisfies z.ZodType<Quote>
