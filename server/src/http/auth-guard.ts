// Authentication and role checks in one place. A route declares what it needs in its config:
//   config: { auth: true }              → a valid x-auth-token, else 401
//   config: { roles: ['admin'] }        → logged in (401) and holding at least one of the roles (403)
// The check is attached to such routes when they are registered (onRoute), so it always runs before the body is
// read and before the handler; a route cannot forget it by ordering hooks wrongly.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { CurrentUser, Role } from '@contract/identity/shapes'
import { forbidden, unauthenticated } from './errors'

/** A signed-in request's session: the token row behind it and its user. */
export interface Session {
  tokenId: number
  user: CurrentUser
}

/**
 * What the guard needs to turn a token into a session. The identity context provides it (its token service);
 * the guard lives here, below every context, so that any context can protect its routes without importing identity.
 */
export interface SessionVerifier {
  verifyToken(token: string): Promise<Session | null>
}

export const AUTH_HEADER = 'x-auth-token'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a logged-in user. */
    auth?: boolean
    /** The route needs a logged-in user holding any one of these roles (implies auth). */
    roles?: readonly Role[]
  }
  interface FastifyRequest {
    /** The logged-in user on routes with config.auth/roles (or after app.authenticate / app.identify). */
    user: CurrentUser | null
    /** The session behind the token used for this request. */
    session: Session | null
  }
  interface FastifyInstance {
    /** Sets request.user/session from x-auth-token, or throws 401. Usable as an onRequest/preHandler hook. */
    authenticate(req: FastifyRequest): Promise<void>
    /** Like authenticate, but a missing or dead token just leaves request.user null (for public pages). */
    identify(req: FastifyRequest): Promise<void>
  }
}

function tokenFrom(req: FastifyRequest): string {
  const value = req.headers[AUTH_HEADER]
  return typeof value === 'string' ? value.trim() : ''
}

/** The logged-in user in a handler of an authenticated route. */
export function requireUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw unauthenticated()
  return req.user
}

/** The current session in a handler of an authenticated route (logout revokes session.tokenId). */
export function requireSession(req: FastifyRequest): Session {
  if (!req.session) throw unauthenticated()
  return req.session
}

/** The device a new session is issued for: the user-agent, for people to tell their sessions apart. */
export function deviceOf(req: FastifyRequest): string {
  return req.headers['user-agent'] ?? ''
}

export function hasAnyRole(user: CurrentUser, roles: readonly Role[]): boolean {
  return roles.some((role) => user.roles.includes(role))
}

function guardFor(app: FastifyInstance, roles: readonly Role[] | undefined): onRequestHookHandler {
  return async function guard(req) {
    await app.authenticate(req)
    if (roles && roles.length > 0 && !hasAnyRole(requireUser(req), roles)) throw forbidden()
  }
}

export function installAuth(app: FastifyInstance, tokens: SessionVerifier) {
  app.decorateRequest('user', null)
  app.decorateRequest('session', null)

  app.decorate('identify', async function identify(req: FastifyRequest) {
    if (req.session) return
    const session = await tokens.verifyToken(tokenFrom(req))
    req.session = session
    req.user = session?.user ?? null
  })

  app.decorate('authenticate', async function authenticate(req: FastifyRequest) {
    const token = tokenFrom(req)
    if (!token) throw unauthenticated()
    await app.identify(req)
    if (!req.user) throw unauthenticated('登录已过期，请重新登录')
  })

  app.addHook('onRoute', (route) => {
    const config = route.config
    if (!config?.auth && !config?.roles) return
    const existing = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [...existing, guardFor(app, config.roles)]
  })
}
