// /api/admin/*: the back-office endpoints of commerce, one file per topic: orders and payment issues
// with logistics, refunds in their steps, invoices. Each route's access is its area in types/admin-access.ts.
import type { FastifyInstance } from 'fastify'
import type { CommerceContext } from '../context'
import { adminInvoiceRoutes } from './invoices-routes'
import { adminOrderRoutes } from './orders-routes'
import { adminRefundRoutes } from './refunds-routes'

export function adminCommerceRoutes(app: FastifyInstance, ctx: CommerceContext) {
  adminOrderRoutes(app, ctx)
  adminRefundRoutes(app, ctx)
  adminInvoiceRoutes(app, ctx)
}
