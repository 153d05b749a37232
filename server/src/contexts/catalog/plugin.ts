// The catalog context as one fastify plugin: goods, the coupons usable on a goods (pricing), mini-program codes,
// agreements, coupons and points (with the back office's points area).
import fp from 'fastify-plugin'
import { agreementRoutes } from './agreements/routes'
import type { CatalogContext } from './context'
import { couponRoutes } from './coupon/routes'
import { goodsRoutes } from './goods/routes'
import { miniCodeRoutes } from './mini-code/routes'
import { adminPointsRoutes } from './points/admin-routes'
import { pointsRoutes } from './points/routes'
import { pricingRoutes } from './pricing/routes'

export const catalogContext = fp<CatalogContext>(
  async (app, ctx) => {
    goodsRoutes(app, ctx)
    pricingRoutes(app, ctx)
    miniCodeRoutes(app, ctx)
    agreementRoutes(app, ctx)
    couponRoutes(app, ctx)
    pointsRoutes(app, ctx)
    adminPointsRoutes(app, ctx)
  },
  { name: 'catalog', dependencies: ['files'] }
)
