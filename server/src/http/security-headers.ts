// Security headers with a Content-Security-Policy the Taro H5 build can live with: its scripts and styles are
// files from our own origin, but Taro and NutUI set inline styles at runtime, so 'unsafe-inline' is allowed for
// styles only. Images and videos may come from the storage base (S3/CDN) as well.
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** The origin of an absolute base URL, or nothing for same-origin ('' or a path). */
function originOf(base: string): string[] {
  try {
    return [new URL(base).origin]
  } catch {
    return []
  }
}

export function contentSecurityPolicy(staticBaseUrl: string) {
  const storage = originOf(staticBaseUrl)
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...storage],
      mediaSrc: ["'self'", 'blob:', ...storage],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"]
    }
  }
}

export async function installSecurityHeaders(app: FastifyInstance, staticBaseUrl: string) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(staticBaseUrl),
    // Same-origin by default; uploaded files override this (uploads.ts) so a site on another host can show them.
    crossOriginResourcePolicy: { policy: 'same-origin' }
  })
}
