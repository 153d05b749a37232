// GET /api/cert (my certificates), GET /api/cert/check/:number (public check) and GET /cert/:number, the same check
// as a plain server-rendered web page. Both checks are rate-limited per client IP against enumeration.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/certification/endpoints'
import { CERT_CHECK_WEB_PATH, CERTIFICATE_STATUSES } from '@contract/certification/constants'
import { certNumberParams, pageOnlyQuery } from '@contract/certification/schemas'
import type { Certificate, CertificateCheck } from '@contract/certification/shapes'
import { requireUser } from '../../../http/auth-guard'
import { isAppError } from '../../../http/errors'
import { pagedSchema } from '../../../http/query'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { route } from '../../../http/route'
import type { CertificationContext } from '../context'
import { checkNumber, listMine } from './service'
import { certificatePage, notFoundPage, tooManyPage } from './web-page'

const opts = { tag: 'certification' }
const int = z.number().int()

export const certificateResponse = z.object({
  number: z.string(), holderName: z.string(), photo: z.string(), courseTitle: z.string(), hours: int, score: int,
  total: int, issuedOn: z.string(), expiresOn: z.string(), status: z.enum(CERTIFICATE_STATUSES), checkPath: z.string()
}) satisfies z.ZodType<Certificate>
const checkResponse = certificateResponse.extend({
  revokedOn: z.string().nullable(), revokeReason: z.string()
}) satisfies z.ZodType<CertificateCheck>

export function certificateRoutes(app: FastifyInstance, ctx: CertificationContext) {
  const { db, now } = ctx
  route(app, api.listMyCertificates, { query: pageOnlyQuery, response: pagedSchema(certificateResponse) }, async (req) =>
    listMine(db, requireUser(req).id, req.query, now()), { ...opts, contentFields: ['courseTitle'] })
  route(app, api.checkCertificate, { params: certNumberParams, response: checkResponse }, async (req) =>
    checkNumber(db, req.params.number, now()), { ...opts, rateLimit: RATE_LIMITS.certCheck })
  webCheckRoute(app, ctx)
}

function webCheckRoute(app: FastifyInstance, ctx: CertificationContext) {
  const allow = ctx.config.rateLimitAllow
  app.get<{ Params: { number: string } }>(`${CERT_CHECK_WEB_PATH}:number`, {
    // The global limit counts /api only; this page is limited on its own (allow-listed monitors excepted).
    config: { rateLimit: { ...RATE_LIMITS.certCheck, allowList: (req) => allow.includes(req.ip), errorResponseBuilder: () => ({ statusCode: 429, tooMany: true }) } },
    schema: { hide: true },
    errorHandler: (err, _req, reply) => {
      if ((err as { tooMany?: boolean }).tooMany || (err as { statusCode?: number }).statusCode === 429) {
        return reply.code(429).type('text/html; charset=utf-8').send(tooManyPage())
      }
      throw err
    }
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    const number = String(req.params.number ?? '').trim().toUpperCase()
    try {
      return certificatePage(await checkNumber(ctx.db, number, ctx.now()), (path) => ctx.storage.publicUrl(path))
    } catch (err) {
      if (isAppError(err)) return reply.code(404).send(notFoundPage())
      throw err
    }
  })
}
