// Registers everything of checkout and after-sale on the app: the learner's routes, WeChat's notify routes (own
// scope, raw bodies), the admin endpoints, and the auto-close sweep. app.ts calls this once.
import type { FastifyInstance } from 'fastify'
import { adminCommerceRoutes } from '../admin/commerce-routes'
import { invoiceRoutes } from '../invoice/routes'
import { logisticsRoutes } from '../logistics/routes'
import { notifyRoutes } from '../payment/notify-routes'
import { paymentRoutes } from '../payment/routes'
import { refundRoutes } from '../refund/routes'
import type { CommerceContext } from './context'
import { orderRoutes } from './routes'
import { installOrderSweeper } from './sweeper'

export async function installCommerce(app: FastifyInstance, ctx: CommerceContext) {
  await app.register(orderRoutes(ctx))
  await app.register(paymentRoutes(ctx))
  await app.register(notifyRoutes(ctx))
  await app.register(refundRoutes)
  await app.register(invoiceRoutes)
  await app.register(logisticsRoutes)
  await app.register(adminCommerceRoutes(ctx))
  installOrderSweeper(app, ctx)
}
