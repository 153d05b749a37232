// The catalog context as one fastify plugin: goods, the coupons usable on a goods (pricing), mini-program codes,
// agreements, coupons and points; and the back office's goods, classes, exam sessions, agreements and points.
import fp from 'fastify-plugin'
import { adminGoodsRoutes } from './admin-goods/routes'
import { adminAgreementRoutes } from './agreements/admin-routes'
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
    adminGoodsRoutes(app, ctx)
    adminAgreementRoutes(app, ctx)
  },
  { name: 'catalog', dependencies: ['files'] }
)
