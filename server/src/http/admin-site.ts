// Serves the back-office console (admin/, built by Vite into ADMIN_DIST_DIR) at /admin on the same port as the
// API. Its page paths (/admin/orders/show/12) have no file and are answered with its index.html (history-mode
// routing, the console's router takes over); Vite's hashed files under assets/ are cached for a year.
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { fileExists } from './file-exists'

export const ADMIN_PREFIX = '/admin'
const IMMUTABLE = 'public, max-age=31536000, immutable'

export const ADMIN_NOT_BUILT_TEXT =
  '运营后台尚未构建：请运行 npm run build:admin（npm start 会自动构建）。\n' +
  'The back office has not been built: run `npm run build:admin` (`npm start` builds it automatically).\n'

export async function serveAdminStatic(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${ADMIN_PREFIX}/`,
    // The H5 site's instance owns reply.sendFile; this one is reached through its routes only.
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    index: false,
    suppressWarning: true,
    setHeaders(reply, sentPath) {
      const file = sentPath.replace(/\.(br|gz)$/, '')
      const hashed = path.relative(distDir, file).startsWith(`assets${path.sep}`)
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache')
    }
  })
  app.get(ADMIN_PREFIX, (_req, reply) => reply.redirect(`${ADMIN_PREFIX}/`, 301))
  // The static plugin would refuse the bare directory (403); the console's home is its index.html like any page.
  app.get(`${ADMIN_PREFIX}/`, (_req, reply) => sendAdminPage(reply, distDir))
}


/** True for a page path of the console: /admin/ and /admin/users/show/3 (not an asset, which has a dot). */
export function isAdminPage(pathname: string): boolean {
  if (!pathname.startsWith(`${ADMIN_PREFIX}/`)) return false
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

/** Not async on purpose (like the H5 fallback): the reply is sent once the file check answers. */
export function sendAdminPage(reply: FastifyReply, distDir: string): void {
  void fileExists(path.join(distDir, 'index.html')).then((built) => {
    if (!built) reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(ADMIN_NOT_BUILT_TEXT)
    else reply.header('cache-control', 'no-cache').sendFile('index.html', distDir)
  })
}
