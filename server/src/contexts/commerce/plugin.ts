// The commerce context as one fastify plugin: checkout and after-sale for learners, WeChat's notify routes (own
// scope, raw bodies), the admin endpoints, and the auto-close sweep.
import fp from 'fastify-plugin'
import { adminCommerceRoutes } from './admin/commerce-routes'
import type { CommerceContext } from './context'
import { invoiceRoutes } from './invoice/routes'
import { logisticsRoutes } from './logistics/routes'
import { installOrderSweeper } from './order/sweeper'
import { orderRoutes } from './order/routes'
import { notifyRoutes } from './payment/notify-routes'
import { paymentRoutes } from './payment/routes'
import { refundRoutes } from './refund/routes'

export const commerceContext = fp<CommerceContext>(
  async (app, ctx) => {
    await app.register(orderRoutes(ctx))
    await app.register(paymentRoutes(ctx))
    await app.register(notifyRoutes(ctx))
    await app.register(refundRoutes)
    await app.register(invoiceRoutes)
    await app.register(logisticsRoutes)
    await app.register(adminCommerceRoutes(ctx))
    installOrderSweeper(app, ctx)
  },
  { name: 'commerce', dependencies: ['identity', 'catalog', 'files'] }
)
