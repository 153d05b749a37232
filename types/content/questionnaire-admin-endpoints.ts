// The back office's questionnaires (area content): write, publish, schedule, unpublish; results and responses.
import { adminAccess } from '../admin-access'
import type { PublishInput } from './shapes'
import type { Paged, PageQuery } from '../envelope'
import type {
  AdminQuestionnaire, AdminQuestionnaireCreateInput, AdminQuestionnaireInput, AdminQuestionnaireListQuery, AdminQuestionnaireResponse,
  AdminQuestionnaireSummary, QuestionnaireResults, TextAnswer
} from './questionnaire-shapes'
import { define } from '../define'

const access = adminAccess('content')

export const listAdminQuestionnaires = define<{ query: AdminQuestionnaireListQuery; response: Paged<AdminQuestionnaireSummary> }>()({
  method: 'GET', path: '/api/admin/questionnaires', access, summary: 'Questionnaires of every state (state, keyword), by sort then newest'
})
export const getAdminQuestionnaire = define<{ response: AdminQuestionnaire }>()({
  method: 'GET', path: '/api/admin/questionnaires/:id', access, summary: 'One questionnaire with its questions'
})
export const createAdminQuestionnaire = define<{ body: AdminQuestionnaireCreateInput; response: AdminQuestionnaire }>()({
  method: 'POST', path: '/api/admin/questionnaires', access, summary: 'Write a questionnaire (a draft until published)'
})
export const updateAdminQuestionnaire = define<{ body: AdminQuestionnaireInput; response: AdminQuestionnaire }>()({
  method: 'PUT', path: '/api/admin/questionnaires/:id', access,
  summary: 'Edit a questionnaire; its questions only while nobody has answered (QUESTIONNAIRE_LOCKED)'
})
export const publishAdminQuestionnaire = define<{ body: PublishInput; response: AdminQuestionnaire }>()({
  method: 'PUT', path: '/api/admin/questionnaires/:id/publish', access, summary: 'Publish a questionnaire now, or from publishAt (scheduled)'
})
export const unpublishAdminQuestionnaire = define<{ response: AdminQuestionnaire }>()({
  method: 'PUT', path: '/api/admin/questionnaires/:id/unpublish', access, summary: 'Hide a questionnaire (also cancels a schedule)'
})
export const getQuestionnaireResults = define<{ response: QuestionnaireResults }>()({
  method: 'GET', path: '/api/admin/questionnaires/:id/results', access,
  summary: 'Per question: option counts and percentages, rating average and distribution, answered counts'
})
export const listQuestionnaireTextAnswers = define<{ query: PageQuery; response: Paged<TextAnswer> }>()({
  method: 'GET', path: '/api/admin/questionnaires/:id/questions/:questionId/texts', access,
  summary: 'The answers to one text question, newest first'
})
export const listQuestionnaireResponses = define<{ query: PageQuery; response: Paged<AdminQuestionnaireResponse> }>()({
  method: 'GET', path: '/api/admin/questionnaires/:id/responses', access,
  summary: 'Every response with its respondent (phone masked), oldest first: the CSV export'
})
