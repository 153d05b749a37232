// Serves the Taro H5 build (H5_DIST_DIR) on the same port as the API, with history-mode routing: a page path such
// as /pages/mine/addressList has no file, so it is answered with index.html and the app's router takes over.
// Files are looked up per request (toolchain trap 7: a file list cached at start would 404 every new hashed chunk
// after a rebuild), so rebuilding the site never needs a server restart.
// Text files are sent precompressed: the build writes a .br and a .gz beside each (config/prod.ts), and
// @fastify/static picks the best one the client accepts, with `Vary: Accept-Encoding`; a file without them (or a
// client accepting neither) gets the file itself.
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAdminPage, sendAdminPage, serveAdminStatic } from './admin-site'
import { sendNotFound } from './error-handler'
import { fileExists } from './file-exists'
import { sendHtml, withFirstScreen, type FirstScreen, type PageQuery } from './first-screen'
import { inlineScriptHashes } from './inline-scripts'
import { cspDirectives, cspHeaderValue } from './security-headers'

/** Hashed bundles (js/[name].[contenthash].js etc.) never change under the same name: cache them for a year. */
const HASHED_DIRS = new Set(['js', 'css', 'static'])
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and unhashed files must be revalidated, or users keep loading yesterday's chunk names. */
const REVALIDATE = 'no-cache'

export const SITE_NOT_BUILT_TEXT =
  '网站尚未构建：请运行 npm run build:h5（npm start 会自动构建）。\n' +
  'The H5 site has not been built: run `npm run build:h5` (`npm start` builds it automatically).\n'

/** The file a precompressed variant stands for: js/app.1234abcd.js.br → js/app.1234abcd.js. */
function originalOf(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '')
}

function cacheControlFor(distDir: string, filePath: string): string {
  const [top] = path.relative(distDir, filePath).split(path.sep)
  return HASHED_DIRS.has(top) && !filePath.endsWith('.html') ? IMMUTABLE : REVALIDATE
}

/** Only page paths fall back to index.html; a missing /api route, upload or asset (has an extension) is a 404. */
function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = req.url.split('?')[0]
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/')) return false
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

export interface SiteDirs {
  h5: string
  /** The back-office console's build (served at /admin by admin-site.ts). */
  admin: string
}

function sendNotBuilt(reply: FastifyReply) {
  reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(SITE_NOT_BUILT_TEXT)
}

/** The pages with a first screen: index.html with it inside, made per request (never cached: the data moves). */
function serveFirstScreen(app: FastifyInstance, distDir: string, staticBaseUrl: string, screen: FirstScreen) {
  const indexFile = path.join(distDir, 'index.html')
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const stat = await fs.stat(indexFile).catch(() => null)
    if (!stat) return sendNotBuilt(reply)
    const html = await fs.readFile(indexFile, 'utf8')
    const content = await screen.load(req.query as PageQuery).catch((err: unknown) => {
      req.log.warn({ err }, 'first screen not loaded: sending the plain page')
      return null
    })
    reply.header('cache-control', REVALIDATE)
      .header('content-security-policy', cspHeaderValue(cspDirectives(staticBaseUrl, inlineScriptHashes(indexFile, stat))))
    sendHtml(req, reply, content ? withFirstScreen(html, screen.name, content) : html)
  }
  for (const url of screen.paths) app.get(url, handler)
}

export async function serveH5Site(app: FastifyInstance, dirs: SiteDirs, staticBaseUrl: string, firstScreens: FirstScreen[] = []) {
  const distDir = dirs.h5
  await serveAdminStatic(app, dirs.admin)
  for (const screen of firstScreens) serveFirstScreen(app, distDir, staticBaseUrl, screen)
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // A missing build is reported per request with a clear 503 below, not as a start-up warning.
    suppressWarning: true,
    setHeaders(reply, sentPath) {
      // sentPath is the .br/.gz when a compressed variant is sent; the headers belong to the file it stands for.
      const filePath = originalOf(sentPath)
      reply.header('cache-control', cacheControlFor(distDir, filePath))
      if (filePath.endsWith('.html')) {
        const hashes = inlineScriptHashes(filePath, fsSync.statSync(filePath))
        reply.header('content-security-policy', cspHeaderValue(cspDirectives(staticBaseUrl, hashes)))
      }
    }
  })

  // Not async on purpose: returning the (thenable) reply from an async handler makes every layer await it again.
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0]
    if ((req.method === 'GET' || req.method === 'HEAD') && isAdminPage(pathname)) {
      sendAdminPage(reply, dirs.admin)
      return
    }
    if (!wantsPage(req)) {
      sendNotFound(reply)
      return
    }
    void fileExists(path.join(distDir, 'index.html')).then((built) => {
      if (built) reply.sendFile('index.html')
      else sendNotBuilt(reply)
    })
  })
}
