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
    authRoutes(app, ctx)
    smsRoutes(app, ctx)
    wechatRoutes(app, ctx)
    profileRoutes(app, ctx)
    addressRoutes(app, ctx)
    wechatOaRoutes(app, ctx)
  },
  { name: 'identity', dependencies: ['files'] }
)
