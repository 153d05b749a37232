// Public reads that browsers and proxies may keep for a while (a route's `maxAgeSeconds`, see route.ts): the route
// answers `Cache-Control: public, max-age=N`, and here every such answer gets a strong ETag (a hash of the JSON
// sent), so after the max-age a browser revalidates with If-None-Match and gets a bodiless 304 when nothing
// changed. The rule of no-store.ts comes first: with a token, an answer is never kept, so no ETag either.
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const publicCacheControl = (maxAgeSeconds: number) => `public, max-age=${maxAgeSeconds}`

function isPublic(reply: FastifyReply): boolean {
  const value = reply.getHeader('cache-control')
  return typeof value === 'string' && value.startsWith('public,') && reply.statusCode === 200
}

/** If-None-Match names this tag (or *): a list of tags, weak ones compared by their value. */
function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '')
    return value === '*' || value === etag
  })
}

export function installPublicCache(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' || !isPublic(reply)) return done(null, payload)
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`
    reply.header('etag', etag)
    if (!matches(req, etag)) return done(null, payload)
    reply.code(304).removeHeader('content-type')
    done(null, null)
  })
}
