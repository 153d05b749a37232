// /api/coupon*: the signed-in user's coupons (spec §7: list, one, "write coupon log" = receive a shared coupon)
// and the public look at a shared coupon (pages/coupon/share).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { couponListQuery, receiveCouponSchema, type Coupon, type SharedCoupon } from '@contract/commerce'
import { COUPON_STATES, COUPON_TYPES } from '@contract/commerce-constants'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { requireUser } from '../../identity/auth/guard'
import * as service from './service'

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

const sharedResponse = z.object({
  shareCode: z.string(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  validUntil: z.string(),
  stockLeft: z.number().int(),
  received: z.boolean()
}) satisfies z.ZodType<SharedCoupon>

const shareParams = z.strictObject({ shareCode: z.string().trim().min(4, '领取码无效').max(40, '领取码无效') })
const one = { 200: envelope(couponResponse) }

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: true } as const
  const db = app.db

  app.get(
    '/api/coupon',
    { config: auth, schema: { querystring: couponListQuery, response: { 200: envelope(pagedSchema(couponResponse)) } } },
    async (req) => ok(await service.listCoupons(db, requireUser(req).id, req.query, app.now()))
  )

  app.get('/api/coupon/share/:shareCode', { schema: { params: shareParams, response: { 200: envelope(sharedResponse) } } }, async (req) => {
    await app.identify(req)
    return ok(await service.getSharedCoupon(db, req.params.shareCode, req.user?.id ?? null, app.now()))
  })

  app.post('/api/coupon/log', { config: auth, schema: { body: receiveCouponSchema, response: one } }, async (req) =>
    ok(await service.receiveCoupon(db, requireUser(req).id, req.body.shareCode, app.now()))
  )

  app.get('/api/coupon/:id', { config: auth, schema: { params: idParamsSchema('优惠券编号'), response: one } }, async (req) =>
    ok(await service.getCoupon(db, requireUser(req).id, req.params.id, app.now()))
  )
}
