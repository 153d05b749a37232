// The commerce context as one fastify plugin: checkout and after-sale for learners, the admin endpoints and the
// back office's dashboard, WeChat's notify routes, and the auto-close sweep.
import fp from 'fastify-plugin'
import { adminCommerceRoutes } from './admin/commerce-routes'
import { checkoutRoutes } from './checkout/routes'
import type { CommerceContext } from './context'
import { dashboardRoutes } from './dashboard/routes'
import { invoiceRoutes } from './invoice/routes'
import { learnerOrderRoutes } from './learner-orders/routes'
import { logisticsRoutes } from './logistics/routes'
import { notifyRoutes } from './notify/routes'
import { paymentRoutes } from './payment/routes'
import { orderSweepJob } from './payment/sweeper'
import { refundRoutes } from './refund/routes'

export const commerceContext = fp<CommerceContext>(
  async (app, ctx) => {
    checkoutRoutes(app, ctx)
    learnerOrderRoutes(app, ctx)
    paymentRoutes(app, ctx)
    refundRoutes(app, ctx)
    invoiceRoutes(app, ctx)
    logisticsRoutes(app, ctx)
    adminCommerceRoutes(app, ctx)
    dashboardRoutes(app, ctx)
    // Not app endpoints (no definition in types/<ctx>/endpoints): WeChat calls them with raw signed bodies and reads
    // WeChat's answer format, so they stay hand-registered in a scope of their own that keeps bodies raw.
    await app.register(notifyRoutes(ctx))
    ctx.jobs.define(orderSweepJob(ctx))
  },
  { name: 'commerce', dependencies: ['identity', 'catalog', 'files'] }
)
