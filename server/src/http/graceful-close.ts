// Graceful close: app.close() stops accepting connections and lets in-flight requests finish. Node's server.close()
// only drops connections that are idle at that moment, though; a keep-alive connection whose request is still
// running would stay open after its answer until the keep-alive timeout (72 s), far past the shutdown grace.
// So once closing has begun, every answer carries `Connection: close` and its socket ends with it.
import type { FastifyInstance } from 'fastify'

export function installGracefulClose(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
}
