// GET /api/classroom/files/:id?e=&s=: the file behind a short-lived link (file-links.ts). Outside the endpoint
// contract on purpose: a <video> or a download cannot send the token header, so the signature is the permission.
// Local storage streams the file with byte ranges (a video element seeks with them); S3 redirects to the bucket.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { UPLOADS_PREFIX } from '../../../integrations/storage/types'
import type { ClassroomContext } from '../context'
import { FILE_ROUTE_PREFIX, verifyFileLink } from './file-links'
import { fileOfItem } from './service'

const MIME: Record<string, string> = {
  pdf: 'application/pdf', mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime',
  jpg: 'image/jpeg', png: 'image/png'
}

function gone(reply: FastifyReply) {
  return reply.code(403).header('cache-control', 'no-store').send({ status: 0, message: '链接已失效，请返回重新打开', code: 'FORBIDDEN' })
}

/** 'bytes=a-b' within size, or null for the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}

export function fileRoute(app: FastifyInstance, ctx: ClassroomContext) {
  app.get<{ Params: { id: string }; Querystring: { e?: string; s?: string } }>(`${FILE_ROUTE_PREFIX}:id`, {
    schema: { tags: ['classroom'], summary: 'A course file behind a short-lived signed link (bytes, not the envelope)' }
  }, async (req, reply) => {
    const id = Number(req.params.id)
    if (!Number.isSafeInteger(id) || !verifyFileLink(id, Number(req.query.e), String(req.query.s ?? ''), ctx.now())) return gone(reply)
    const stored = await fileOfItem(ctx, id)
    if (!stored?.startsWith(UPLOADS_PREFIX)) return gone(reply)
    if (!ctx.storage.localRoot) return reply.redirect(ctx.storage.publicUrl(stored), 302)
    const file = path.join(ctx.storage.localRoot, stored.slice(UPLOADS_PREFIX.length))
    const size = (await fs.stat(file).catch(() => null))?.size
    if (size === undefined) return gone(reply)
    const ext = path.extname(file).slice(1).toLowerCase()
    reply.header('content-type', MIME[ext] ?? 'application/octet-stream').header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store')
    const range = rangeOf(req.headers.range, size)
    if (!range) return reply.header('content-length', size).send(createReadStream(file))
    return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1).send(createReadStream(file, range))
  })
}
