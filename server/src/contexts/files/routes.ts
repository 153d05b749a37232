import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { UPLOAD_KINDS, type UploadResult } from '@contract/upload'
import { envelope, ok } from '../../http/envelope'
import { userError } from '../../http/errors'
import { INVALID_CHARACTERS_MESSAGE, multipartHasInvalidCharacters } from '../../http/invalid-characters'
import { RATE_LIMITS } from '../../http/rate-limit'
import { requireUser } from '../../http/auth-guard'
import { storeUpload, uploadIncomplete, type UploadDeps } from './service'

const uploadQuery = z.strictObject({
  kind: z.enum(UPLOAD_KINDS).default('image').meta({ title: '上传类型' })
})

const uploadResultSchema = z.object({
  path: z.string(),
  url: z.string(),
  size: z.number().int(),
  mime: z.string()
}) satisfies z.ZodType<UploadResult>

/** Multipart's own limit errors carry a 4xx status; anything else from reading the parts is a body cut short. */
function refuseCutOff(err: { statusCode?: number }): never {
  throw err.statusCode ? err : uploadIncomplete()
}

/** spec §7: POST /api/file/upload, multipart field `file`, extra parameters in the query string. */
export function uploadRoutes(deps: UploadDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/file/upload',
      {
        config: { auth: true, rateLimit: RATE_LIMITS.upload },
        schema: { querystring: uploadQuery, response: { 200: envelope(uploadResultSchema) } }
      },
      async (req) => {
        const user = requireUser(req)
        const { kind } = req.query
        // throwFileSizeLimit off: the service sees the truncation and answers with a sentence the user can act on.
        const part = req.isMultipart()
          ? await req.file({ limits: { fileSize: deps.maxBytes[kind], files: 1 }, throwFileSizeLimit: false }).catch(refuseCutOff)
          : undefined
        if (!part || part.fieldname !== 'file') {
          part?.file.resume() // drain the unexpected part so the connection can be reused
          throw userError('VALIDATION', '请选择要上传的文件')
        }
        if (multipartHasInvalidCharacters(part)) {
          part.file.resume()
          throw userError('VALIDATION', INVALID_CHARACTERS_MESSAGE)
        }
        return ok(await storeUpload(deps, { userId: user.id, kind, file: { stream: part.file } }))
      }
    )
  }
}
