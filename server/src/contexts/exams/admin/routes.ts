// /api/admin/exam-questions*, /api/admin/exam-bank/stock, /api/admin/exam-papers*, /api/admin/exam-attempts*: the
// back office's online exams (role academic or admin from the endpoint definitions; the guard answers 401/403).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as api from '@contract/exams/admin-endpoints'
import { attemptListQuery, importQuery, paperBody, paperListQuery, questionBody, questionListQuery } from '@contract/exams/schemas'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { INVALID_CHARACTERS_MESSAGE, multipartHasInvalidCharacters } from '../../../http/invalid-characters'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ExamsContext } from '../context'
import { attemptDetail, listAttempts } from './attempts'
import { importQuestions, type ImportFile } from './import'
import * as papers from './papers'
import * as questions from './questions'
import * as r from './responses'

const opts = { tag: 'exams' }
/** A spreadsheet of 2,000 questions is well under this. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024

async function readImportFile(req: FastifyRequest): Promise<ImportFile> {
  const part = req.isMultipart()
    ? await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 }, throwFileSizeLimit: false }).catch((err: { statusCode?: number }) => {
      throw err.statusCode ? err : userError('UPLOAD_INCOMPLETE', '文件上传不完整，请重新上传')
    })
    : undefined
  if (!part || part.fieldname !== 'file') {
    part?.file.resume()
    throw userError('VALIDATION', '请选择要导入的题目表格')
  }
  if (multipartHasInvalidCharacters(part)) {
    part.file.resume()
    throw userError('VALIDATION', INVALID_CHARACTERS_MESSAGE)
  }
  const data = await part.toBuffer().catch(() => { throw userError('UPLOAD_INCOMPLETE', '文件上传不完整，请重新上传') })
  if (part.file.truncated) throw userError('PAYLOAD_TOO_LARGE', '题目表格不能超过 5 MB，请分批导入')
  return { filename: part.filename, data }
}

function questionRoutes(app: FastifyInstance, ctx: ExamsContext) {
  const params = idParamsSchema('题目编号')
  route(app, api.listAdminQuestions, { query: questionListQuery, response: pagedSchema(r.questionResponse) }, async (req) =>
    questions.listQuestions(ctx, req.query), opts)
  route(app, api.getAdminQuestion, { params, response: r.questionResponse }, async (req) => questions.getQuestion(ctx, req.params.id), opts)
  route(app, api.createQuestion, { body: questionBody, response: r.questionResponse }, async (req) =>
    questions.createQuestion(ctx, requireUser(req), req.body), opts)
  route(app, api.updateQuestion, { params, body: questionBody, response: r.questionResponse }, async (req) =>
    questions.updateQuestion(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.removeQuestion, { params, response: r.removedResponse }, async (req) =>
    questions.removeQuestion(ctx, requireUser(req), req.params.id), opts)
  route(app, api.getBankStock, { response: r.stockResponse }, async () => questions.bankStock(ctx), opts)
  route(app, api.importQuestions, { query: importQuery, response: r.importResponse }, async (req) =>
    importQuestions(ctx, requireUser(req), await readImportFile(req), req.query.dryRun), opts)
}

function paperRoutes(app: FastifyInstance, ctx: ExamsContext) {
  const params = idParamsSchema('试卷编号')
  route(app, api.listAdminPapers, { query: paperListQuery, response: pagedSchema(r.paperResponse) }, async (req) => papers.listPapers(ctx, req.query), opts)
  route(app, api.getAdminPaper, { params, response: r.paperDetailResponse }, async (req) => papers.getPaper(ctx, req.params.id), opts)
  route(app, api.createPaper, { body: paperBody, response: r.paperDetailResponse }, async (req) =>
    papers.createPaper(ctx, requireUser(req), req.body), opts)
  route(app, api.updatePaper, { params, body: paperBody, response: r.paperDetailResponse }, async (req) =>
    papers.updatePaper(ctx, requireUser(req), req.params.id, req.body), opts)
  route(app, api.copyPaper, { params, response: r.paperDetailResponse }, async (req) => papers.copyPaper(ctx, requireUser(req), req.params.id), opts)
  route(app, api.listAdminAttempts, { query: attemptListQuery, response: pagedSchema(r.attemptResponse) }, async (req) => listAttempts(ctx, req.query), opts)
  route(app, api.getAdminAttempt, { params: idParamsSchema('答卷编号'), response: r.attemptDetailResponse }, async (req) => attemptDetail(ctx, req.params.id), opts)
}

export function adminExamRoutes(app: FastifyInstance, ctx: ExamsContext) {
  questionRoutes(app, ctx)
  paperRoutes(app, ctx)
}
