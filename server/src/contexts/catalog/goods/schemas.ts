// Response schemas of the catalog routes. Serialising through them also strips any column the contract does not
// name, so an internal field can never reach the app by accident.
import { z } from 'zod'
import type { GoodsDetail, GoodsSummary } from '@contract/catalog/schemas'
import { CLASS_STATUSES, GOODS_KINDS } from '@contract/catalog/constants'

const int = z.number().int()

export const goodsSummaryShape = {
  id: int,
  kind: z.enum(GOODS_KINDS),
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  priceFen: int,
  originalPriceFen: int,
  cities: z.array(z.string()),
  tags: z.array(z.string()),
  soldCount: int
}
export const goodsSummaryResponse = z.object(goodsSummaryShape) satisfies z.ZodType<GoodsSummary>

const classResponse = z.object({
  id: int,
  name: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: int,
  schedule: z.string(),
  capacity: int,
  seatsLeft: int,
  transfersAllowed: int,
  status: z.enum(CLASS_STATUSES)
})

const sessionResponse = z.object({
  id: int,
  startsAt: z.string(),
  city: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  seatsLeft: int,
  status: z.enum(['open', 'closed', 'full'])
})

export const agreementRefResponse = z.object({ id: int, title: z.string() })

export const goodsDetailResponse = z.object({
  ...goodsSummaryShape,
  description: z.string(),
  targetAudience: z.string(),
  discounts: z.array(z.string()),
  agreements: z.array(agreementRefResponse),
  classes: z.array(classResponse),
  examSessions: z.array(sessionResponse),
  bundleItems: z.array(z.object({ goodsId: int, kind: z.enum(GOODS_KINDS), title: z.string(), priceFen: int, owned: z.boolean() })),
  ships: z.boolean(),
  onSale: z.boolean(),
  held: z.object({ orderId: int.nullable() }).nullable(),
  saleStartsAt: z.string().nullable().optional()
}) satisfies z.ZodType<GoodsDetail>
