// The identity context as one fastify plugin: sessions and login, the account's phone (SMS codes, changing the
// number), WeChat identities, profile, addresses, the back office's users area, and the console's own sign-in
// (TOTP, sign-in log).
import fp from 'fastify-plugin'
import { addressRoutes } from './address/routes'
import { adminUserRoutes } from './admin-users/routes'
import { authRoutes } from './auth/routes'
import type { IdentityContext } from './context'
import { languageRoutes } from './language/routes'
import { operatorRoutes } from './operator/routes'
import { phoneRoutes } from './phone/routes'
import { profileRoutes } from './profile/routes'
import { wechatOaRoutes } from './wechat/oa-routes'
import { wechatRoutes } from './wechat/routes'

export const identityContext = fp<IdentityContext>(
  async (app, ctx) => {
    authRoutes(app, ctx)
    phoneRoutes(app, ctx)
    wechatRoutes(app, ctx)
    profileRoutes(app, ctx)
    languageRoutes(app, ctx)
    addressRoutes(app, ctx)
    wechatOaRoutes(app, ctx)
    adminUserRoutes(app, ctx)
    operatorRoutes(app, ctx)
  },
  { name: 'identity', dependencies: ['files'] }
)
