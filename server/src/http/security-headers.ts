// Security headers with a Content-Security-Policy the Taro H5 build can live with: its scripts and styles are
// files from our own origin, but Taro and NutUI set inline styles at runtime, so 'unsafe-inline' is allowed for
// styles only. Images and videos may come from the storage base (S3/CDN) as well. The one inline script Taro
// puts in index.html (the rem font-size setter) is allowed by its hash, per page (h5-site.ts), never by
// 'unsafe-inline'.
//
// helmet itself, not @fastify/helmet: the plugin calls helmet(options) inside its onRequest hook, so every request
// parsed and validated the CSP directives again (a few per cent of the server's CPU under load). Here helmet is
// asked once, at start, which headers it sets: with our options they depend on nothing in the request. Each request
// then gets that one object through fastify's reply instead of helmet's dozen `setHeader` calls on the raw response,
// each validated by node. (2026-12-07, in-process A/B of a catalog read: helmet's hook was about a tenth of the
// server's CPU; this way about half of that, the rest being the headers' writing, which any way of sending them pays.)
import type { ServerResponse } from 'node:http'
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

/** The headers a helmet middleware sets, read by running it once over a response that only records them. */
export function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value) },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()] }
  }
  let failure: unknown
  middleware({} as never, recorder as unknown as ServerResponse, (err?: unknown) => { failure = err })
  if (failure) throw failure
  return headers
}

export async function installSecurityHeaders(app: FastifyInstance, staticBaseUrl: string) {
  const headers = headersOf(helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(staticBaseUrl) },
    // Same-origin by default; uploaded files override this (serve-uploads.ts) so a site on another host can show them.
    crossOriginResourcePolicy: { policy: 'same-origin' }
  }))
  // Every request, 404s included, as @fastify/helmet's global hook did; a route may still replace one (reply.header).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
