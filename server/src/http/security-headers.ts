// Security headers with a Content-Security-Policy the Taro H5 build can live with: its scripts and styles are
// files from our own origin, but Taro and NutUI set inline styles at runtime, so 'unsafe-inline' is allowed for
// styles only. Images and videos may come from the storage base (S3/CDN) as well. The one inline script Taro
// puts in index.html (the rem font-size setter) is allowed by its hash, per page (h5-site.ts), never by
// 'unsafe-inline'.
//
// helmet itself, not @fastify/helmet: the plugin calls helmet(options) inside its onRequest hook, so every request
// parsed and validated the CSP directives again (a few per cent of the server's CPU under load). Here the
// middleware is built once; the headers are the same.
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

type Directives = Record<string, string[]>

/** The origin of an absolute base URL, or nothing for same-origin ('' or a path). */
function originOf(base: string): string[] {
  try {
    return [new URL(base).origin]
  } catch {
    return []
  }
}

export function cspDirectives(staticBaseUrl: string, scriptHashes: string[] = []): Directives {
  const storage = originOf(staticBaseUrl)
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage],
    mediaSrc: ["'self'", 'blob:', ...storage],
    fontSrc: ["'self'", 'data:'],
    // blob: lets Taro's H5 uploadFile read a picked file (chooseImage hands out blob: URLs) before sending it.
    connectSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"]
  }
}

/** The header value, written the way helmet writes it (`default-src 'self';script-src ...`). */
export function cspHeaderValue(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())} ${values.join(' ')}`)
    .join(';')
}

export async function installSecurityHeaders(app: FastifyInstance, staticBaseUrl: string) {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(staticBaseUrl) },
    // Same-origin by default; uploaded files override this (serve-uploads.ts) so a site on another host can show them.
    crossOriginResourcePolicy: { policy: 'same-origin' }
  })
  // Every request, 404s included, as @fastify/helmet's global hook did; helmet only sets headers and calls next.
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined))
  })
}
