// Response schemas of coupons. Serialising through them strips any column the contract does not name.
import { z } from 'zod'
import type { Coupon, SharedCoupon } from '@contract/catalog/schemas'
import { COUPON_STATES, COUPON_TYPES } from '@contract/catalog/constants'

export const couponResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  scope: z.array(z.object({ id: z.number().int(), title: z.string() })),
  source: z.string(),
  validUntil: z.string(),
  state: z.enum(COUPON_STATES)
}) satisfies z.ZodType<Coupon>

export const sharedCouponResponse = z.object({
  shareCode: z.string(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  validUntil: z.string(),
  stockLeft: z.number().int(),
  received: z.boolean()
}) satisfies z.ZodType<SharedCoupon>
