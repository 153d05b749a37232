// /api/admin/invoices*: invoice requests, one request, filling in number, date and mailing (area orders).
import type { FastifyInstance } from 'fastify'
import { invoiceAdminSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { invoiceListQuery, invoiceParams } from './query-schemas'
import { adminInvoiceResponse } from './response-schemas'
import * as service from './invoices-service'

export function adminInvoiceRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.listInvoicesAdmin, { query: invoiceListQuery, response: pagedSchema(adminInvoiceResponse) }, async (req) => {
    const { page, size, ...filter } = req.query
    return service.listInvoices(ctx.db, filter, { page, size })
  }, tag)

  route(app, api.getInvoiceAdmin, { params: invoiceParams, response: adminInvoiceResponse }, async (req) =>
    service.getInvoice(ctx.db, req.params.id), tag
  )

  route(app, api.updateInvoiceAdmin, { params: invoiceParams, body: invoiceAdminSchema, response: adminInvoiceResponse }, async (req) =>
    service.updateInvoice(ctx, requireUser(req), req.params.id, req.body), tag
  )
}
