// /api/address*: the signed-in user's delivery addresses (product rules §7).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addressSchema, wxAddressSchema, type Address } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
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
const extras = { tag: 'identity' }

export function addressRoutes(app: FastifyInstance, { db }: IdentityContext) {
  route(app, api.createAddress, { body: addressSchema, response: addressResponse }, async (req) =>
    service.createAddress(db, requireUser(req).id, req.body), extras
  )
  route(app, api.listAddresses, { query: pageQuerySchema, response: pagedSchema(addressResponse) }, async (req) =>
    service.listAddresses(db, requireUser(req).id, req.query), extras
  )
  route(app, api.importWechatAddress, { body: wxAddressSchema, response: addressResponse }, async (req) =>
    service.importWechatAddress(db, requireUser(req).id, req.body), extras
  )
  route(app, api.setDefaultAddress, { params, response: addressResponse }, async (req) =>
    service.setDefaultAddress(db, requireUser(req).id, req.params.id), extras
  )
  route(app, api.getAddress, { params, response: addressResponse }, async (req) =>
    service.getAddress(db, requireUser(req).id, req.params.id), extras
  )
  route(app, api.updateAddress, { params, body: addressSchema, response: addressResponse }, async (req) =>
    service.updateAddress(db, requireUser(req).id, req.params.id, req.body), extras
  )
  route(app, api.deleteAddress, { params, response: z.null() }, async (req) =>
    service.deleteAddress(db, requireUser(req).id, req.params.id), extras
  )
}
