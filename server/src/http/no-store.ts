// Answers with a session token or personal data (ID number, bank account, orders) must not be kept by the browser,
// the WeChat webview or a proxy cache. Rule, for every /api answer, errors included: no-store, except a GET/HEAD
// without a token on a route that needs no login (the public catalog stays cacheable). Logins are POSTs without a
// token and so are covered too.
import type { FastifyInstance, FastifyRequest } from 'fastify'

const AUTH_HEADER = 'x-auth-token'

function mayBeCached(req: FastifyRequest): boolean {
  const config = req.routeOptions.config as { auth?: boolean; roles?: readonly string[] } | undefined
  const token = req.headers[AUTH_HEADER]
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !(typeof token === 'string' && token.trim() !== '') &&
    !config?.auth &&
    !config?.roles
  )
}

export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !mayBeCached(req)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
