// The back office's online exams (role academic or admin: ADMIN_ACCESS.exams): the question bank with its
// spreadsheet import, papers and their rules, attempts and results. Every write is audited.
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import { define } from '../define'
import type {
  AdminAttempt, AdminAttemptDetail, AdminAttemptQuery, AdminPaper, AdminPaperDetail, AdminPaperQuery, AdminQuestion,
  AdminQuestionQuery, BankStock, ImportReport, PaperInput, QuestionInput, QuestionRemoved
} from './admin-shapes'

const access = adminAccess('exams')

export const listAdminQuestions = define<{ query: AdminQuestionQuery; response: Paged<AdminQuestion> }>()({
  method: 'GET', path: '/api/admin/exam-questions', access, summary: 'The question bank by kind, knowledge point, difficulty and text'
})
export const getAdminQuestion = define<{ response: AdminQuestion }>()({
  method: 'GET', path: '/api/admin/exam-questions/:id', access, summary: 'One question with its answer and explanation'
})
export const createQuestion = define<{ body: QuestionInput; response: AdminQuestion }>()({
  method: 'POST', path: '/api/admin/exam-questions', access, summary: 'Add a question (options and answers checked per kind)'
})
export const updateQuestion = define<{ body: QuestionInput; response: AdminQuestion }>()({
  method: 'PUT', path: '/api/admin/exam-questions/:id', access,
  summary: 'Edit a question (an answered one keeps its kind, options and answer)'
})
export const removeQuestion = define<{ response: QuestionRemoved }>()({
  method: 'DELETE', path: '/api/admin/exam-questions/:id', access,
  summary: 'Delete an unused question; one a paper or an attempt uses is archived instead'
})
export const getBankStock = define<{ response: BankStock[] }>()({
  method: 'GET', path: '/api/admin/exam-bank/stock', access,
  summary: 'Usable questions per pool, knowledge point, kind and difficulty (for rule papers)'
})
/** Multipart: field `file`, an .xlsx or .csv in the documented column layout; `dryRun=true` checks without writing. */
export const importQuestions = define<{ query: { dryRun?: boolean }; response: ImportReport }>()({
  method: 'POST', path: '/api/admin/exam-questions/import', access,
  summary: 'Import questions from a spreadsheet (multipart field `file`): a dry run reports each row\'s errors; an import writes every row or none'
})
export const listAdminPapers = define<{ query: AdminPaperQuery; response: Paged<AdminPaper> }>()({
  method: 'GET', path: '/api/admin/exam-papers', access, summary: 'Papers by mode, with their attempt counts'
})
export const getAdminPaper = define<{ response: AdminPaperDetail }>()({
  method: 'GET', path: '/api/admin/exam-papers/:id', access, summary: 'One paper with its questions or rules'
})
export const createPaper = define<{ body: PaperInput; response: AdminPaperDetail }>()({
  method: 'POST', path: '/api/admin/exam-papers', access,
  summary: 'Add a fixed or rule paper (rules checked against the bank\'s stock of the paper\'s pool)'
})
export const updatePaper = define<{ body: PaperInput; response: AdminPaperDetail }>()({
  method: 'PUT', path: '/api/admin/exam-papers/:id', access,
  summary: 'Edit a paper; one with attempts keeps its questions and rules (copy it instead)'
})
export const copyPaper = define<{ response: AdminPaperDetail }>()({
  method: 'POST', path: '/api/admin/exam-papers/:id/copy', access, summary: 'Copy a paper (unpublished) to change its questions'
})
export const listAdminAttempts = define<{ query: AdminAttemptQuery; response: Paged<AdminAttempt> }>()({
  method: 'GET', path: '/api/admin/exam-attempts', access, summary: 'Attempts per paper, mode and phone, newest first'
})
export const getAdminAttempt = define<{ response: AdminAttemptDetail }>()({
  method: 'GET', path: '/api/admin/exam-attempts/:id', access, summary: 'One attempt: each answer and each time the candidate left the app'
})
