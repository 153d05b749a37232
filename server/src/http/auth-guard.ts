// Authentication and role checks in one place. A route declares what it needs in its config:
//   config: { auth: true }              → a valid x-auth-token, else 401
//   config: { roles: ['admin'] }        → logged in (401) and holding at least one of the roles (403)
// The check is attached to such routes when they are registered (onRoute), so it always runs before the body is
// read and before the handler; a route cannot forget it by ordering hooks wrongly.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { CurrentUser, Role } from '@contract/identity/shapes'
import { AppError, forbidden, unauthenticated } from './errors'

/**
 * A signed-in request's session: the token row behind it, its user, and how it was signed in: 'console' through the
 * console's own sign-in (sign-in log, TOTP, idle limit), 'app' through the app's login.
 */
export interface Session {
  tokenId: number
  user: CurrentUser
  kind: 'app' | 'console'
}

/**
 * The console's API. It takes console sessions only: an app session of a staff account skipped the console's
 * TOTP, sign-in log and idle limit, so it must not reach back-office data or writes.
 */
export const CONSOLE_API_PREFIX = '/api/admin/'

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

/** A session the route takes: on the console's API, a console session; elsewhere any live session. */
function fitsRoute(req: FastifyRequest, session: Session): boolean {
  return session.kind === 'console' || !(req.routeOptions.url ?? '').startsWith(CONSOLE_API_PREFIX)
}

/** An app session sent to the console's API: 401, so the console goes to its own sign-in page. */
export function consoleSessionRequired(): AppError {
  return new AppError('CONSOLE_SESSION_REQUIRED', '请从运营后台登录页登录', 401)
}

function guardFor(app: FastifyInstance, roles: readonly Role[] | undefined): onRequestHookHandler {
  return async function guard(req) {
    await app.authenticate(req)
    if (roles && roles.length > 0 && !hasAnyRole(requireUser(req), roles)) throw forbidden()
    if (!fitsRoute(req, requireSession(req))) throw consoleSessionRequired()
  }
}

export function installAuth(app: FastifyInstance, tokens: SessionVerifier) {
  app.decorateRequest('user', null)
  app.decorateRequest('session', null)

  async function verify(req: FastifyRequest) {
    return tokens.verifyToken(tokenFrom(req))
  }

  app.decorate('identify', async function identify(req: FastifyRequest) {
    if (req.session) return
    const session = await verify(req)
    // Where a token is optional, a session the route does not take counts as none.
    req.session = session && fitsRoute(req, session) ? session : null
    req.user = req.session?.user ?? null
  })

  // Any live session: the guard checks the roles, then whether the route takes this kind of session.
  app.decorate('authenticate', async function authenticate(req: FastifyRequest) {
    if (!tokenFrom(req)) throw unauthenticated()
    if (!req.session) {
      req.session = await verify(req)
      req.user = req.session?.user ?? null
    }
    if (!req.user) throw unauthenticated('登录已过期，请重新登录')
  })

  app.addHook('onRoute', (route) => {
    const config = route.config
    if (!config?.auth && !config?.roles) return
    const existing = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [...existing, guardFor(app, config.roles)]
  })
}
