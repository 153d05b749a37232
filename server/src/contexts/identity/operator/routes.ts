// /api/admin/login*, /api/admin/totp*, /api/admin/sign-ins: the console's sign-in, TOTP settings and sign-in log.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as api from '@contract/identity/operator-endpoints'
import { deviceOf, requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { consoleLogin, consoleLoginTotp } from './console-login'
import type { OperatorDeps } from './deps'
import * as schemas from './schemas'
import { listSignIns } from './sign-in-log'
import { confirmTotp, disableTotp, setupTotp, totpStatus } from './totp-service'

const originOf = (req: FastifyRequest) => ({ ip: req.ip, device: deviceOf(req) })

export function operatorRoutes(app: FastifyInstance, ctx: IdentityContext) {
  const deps: OperatorDeps = {
    db: ctx.db, now: ctx.now, tokens: ctx.tokens, codes: ctx.smsCodes, cipher: ctx.cipher,
    totpRequiredRoles: ctx.config.security.totpRequiredRoles, issuer: ctx.config.appName
  }
  const tag = 'identity'
  const guarded = { tag, rateLimit: RATE_LIMITS.auth }

  route(app, api.consoleLogin, { body: schemas.consoleLoginBody, response: schemas.consoleLoginResponse }, async (req) =>
    consoleLogin(deps, req.body, originOf(req)), guarded
  )
  route(app, api.consoleLoginTotp, { body: schemas.consoleTotpBody, response: schemas.consoleSignedInResponse }, async (req) =>
    consoleLoginTotp(deps, req.body, originOf(req)), guarded
  )
  route(app, api.setupTotp, { body: schemas.totpSetupBody, response: schemas.totpSetupResponse }, async (req) =>
    setupTotp(deps, req.body?.ticket, req.user), guarded
  )
  route(app, api.confirmTotp, { body: schemas.totpConfirmBody, response: schemas.consoleSignedInResponse }, async (req) =>
    confirmTotp(deps, req.body, req.user, originOf(req)), guarded
  )
  route(app, api.disableTotp, { body: schemas.totpCodeBody, response: schemas.totpStatusResponse }, async (req) =>
    disableTotp(deps, requireUser(req), req.body.code), guarded
  )
  route(app, api.getTotpStatus, { response: schemas.totpStatusResponse }, async (req) => totpStatus(deps, requireUser(req)), { tag })
  // An operator reads their own attempts; an admin reads everybody's and may filter by user.
  route(app, api.listSignIns, { query: schemas.signInLogQuery, response: pagedSchema(schemas.signInLogEntryResponse) }, async (req) => {
    const user = requireUser(req)
    const { page, size, userId, ...filter } = req.query
    const who = user.roles.includes('admin') ? userId : user.id
    return listSignIns(ctx.db, { ...filter, userId: who }, { page, size })
  }, { tag })
}
