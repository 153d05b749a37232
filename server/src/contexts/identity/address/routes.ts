// /api/address*: the signed-in user's delivery addresses (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { addressSchema, wxAddressSchema, type Address } from '@contract/account'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { requireUser } from '../../../http/auth-guard'
import * as service from './service'

const addressResponse = z.object({
  id: z.number().int(),
  recipient: z.string(),
  phone: z.string(),
  regionCode: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string()
}) satisfies z.ZodType<Address>

const params = idParamsSchema('地址编号')
const one = { 200: envelope(addressResponse) }

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: true } as const
  const db = app.db

  app.post('/api/address', { config: auth, schema: { body: addressSchema, response: one } }, async (req) =>
    ok(await service.createAddress(db, requireUser(req).id, req.body))
  )

  app.get(
    '/api/address',
    { config: auth, schema: { querystring: pageQuerySchema, response: { 200: envelope(pagedSchema(addressResponse)) } } },
    async (req) => ok(await service.listAddresses(db, requireUser(req).id, req.query))
  )

  app.post('/api/address/wx', { config: auth, schema: { body: wxAddressSchema, response: one } }, async (req) =>
    ok(await service.importWechatAddress(db, requireUser(req).id, req.body))
  )

  app.put('/api/address/default/:id', { config: auth, schema: { params, response: one } }, async (req) =>
    ok(await service.setDefaultAddress(db, requireUser(req).id, req.params.id))
  )

  app.get('/api/address/:id', { config: auth, schema: { params, response: one } }, async (req) =>
    ok(await service.getAddress(db, requireUser(req).id, req.params.id))
  )

  app.put('/api/address/:id', { config: auth, schema: { params, body: addressSchema, response: one } }, async (req) =>
    ok(await service.updateAddress(db, requireUser(req).id, req.params.id, req.body))
  )

  app.delete('/api/address/:id', { config: auth, schema: { params, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(await service.deleteAddress(db, requireUser(req).id, req.params.id))
  )
}
