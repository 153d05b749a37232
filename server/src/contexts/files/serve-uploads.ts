// Serves locally stored uploads at /uploads/* (local storage only; with S3 the bucket's base serves them).
// User files are served as what they were detected to be and never as anything a browser would run:
// the content type comes from our own extension table (octet-stream otherwise), nosniff forbids guessing, and a
// sandboxing CSP neutralises a file even if it were opened directly.
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_PREFIX } from '../../integrations/storage/types'
import { MIME_BY_EXT } from './file-type'

/**
 * Pictures the server writes itself (the trainer tool's move drawings), never an upload: uploads are detected by
 * their bytes and SVG is not among the accepted types. Served as images they run nothing (and the CSP below forbids
 * script even when one is opened on its own).
 */
const SERVER_WRITTEN: Record<string, string> = { svg: 'image/svg+xml' }

/** Names are random and never reused, so browsers and CDNs may keep a file for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export async function serveUploads(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Files are read per request; nothing about the directory is cached at start.
    wildcard: true,
    setHeaders(reply, filePath) {
      const ext = path.extname(filePath).slice(1).toLowerCase()
      reply.header('content-type', MIME_BY_EXT[ext] ?? SERVER_WRITTEN[ext] ?? 'application/octet-stream')
      reply.header('x-content-type-options', 'nosniff')
      reply.header('content-security-policy', "default-src 'none'; media-src 'self'; img-src 'self'; sandbox")
      // The H5 site or an admin tool may live on another origin and still show these images.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      reply.header('cache-control', IMMUTABLE)
    }
  })
}
