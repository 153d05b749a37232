// POST /api/file/upload (product rules §7): multipart field `file`, extra parameters in the query string. route() fits
// multipart: the definition has no body, so no body schema runs and the handler reads the parts itself.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/files/endpoints'
import { UPLOAD_KINDS, type UploadResult } from '@contract/files/shapes'
import { userError } from '../../http/errors'
import { INVALID_CHARACTERS_MESSAGE, multipartHasInvalidCharacters } from '../../http/invalid-characters'
import { RATE_LIMITS } from '../../http/rate-limit'
import { requireUser } from '../../http/auth-guard'
import { route } from '../../http/route'
import type { FilesContext } from './context'
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

export function uploadRoutes(app: FastifyInstance, { db, storage, config }: FilesContext) {
  const deps: UploadDeps = { db, storage, tmpDir: path.join(config.dataDir, 'tmp'), maxBytes: config.uploadMaxBytes }

  route(app, api.uploadFile, { query: uploadQuery, response: uploadResultSchema }, async (req) => {
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
    return storeUpload(deps, { userId: user.id, kind, file: { stream: part.file } })
  }, { tag: 'files', rateLimit: RATE_LIMITS.upload })
}
