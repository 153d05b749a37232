// The catalog context as one fastify plugin: goods, agreements, coupons, points and mini-program codes.
import fp from 'fastify-plugin'
import { agreementRoutes } from './agreements/routes'
import type { CatalogContext } from './context'
import { couponRoutes } from './coupon/routes'
import { goodsRoutes } from './goods/routes'
import { miniCodeRoutes } from './mini-code/routes'
import { pointsRoutes } from './points/routes'

export const catalogContext = fp<CatalogContext>(
  async (app, ctx) => {
    goodsRoutes(app, ctx)
    miniCodeRoutes(app, ctx)
    agreementRoutes(app, ctx)
    couponRoutes(app, ctx)
    pointsRoutes(app, ctx)
  },
  { name: 'catalog', dependencies: ['files'] }
)
