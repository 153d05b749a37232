// The identity context as one fastify plugin: sessions and login, SMS codes, WeChat identities, profile,
// addresses.
import fp from 'fastify-plugin'
import { addressRoutes } from './address/routes'
import { authRoutes } from './auth/routes'
import type { IdentityContext } from './context'
import { profileRoutes } from './profile/routes'
import { smsRoutes } from './sms/routes'
import { wechatOaRoutes } from './wechat/oa-routes'
import { wechatRoutes } from './wechat/routes'

export const identityContext = fp<IdentityContext>(
  async (app, ctx) => {
    await app.register(authRoutes)
    await app.register(smsRoutes)
    await app.register(wechatRoutes(ctx.wechatMini))
    await app.register(profileRoutes)
    await app.register(addressRoutes)
    await app.register(wechatOaRoutes({ db: ctx.db, oa: ctx.wechatOa, provider: ctx.payment }))
  },
  { name: 'identity', dependencies: ['files'] }
)
