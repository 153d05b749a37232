// Endpoints of questionnaires learners take: the open questionnaires, one questionnaire, one submission.
import type { Paged, PageQuery } from '../envelope'
import type { QuestionnaireDetail, QuestionnaireSummary, SubmitAnswersInput, SubmitResult } from './questionnaire-shapes'
import { define } from '../define'

export const listQuestionnaires = define<{ query: PageQuery; response: Paged<QuestionnaireSummary> }>()({
  method: 'GET', path: '/api/questionnaires', access: 'optional',
  summary: 'Open questionnaires (published, not closed), by sort then newest; marks those the signed-in user submitted'
})
export const getQuestionnaire = define<{ response: QuestionnaireDetail }>()({
  method: 'GET', path: '/api/questionnaires/:id', access: 'optional',
  summary: 'One published questionnaire with its questions (closed ones too, marked); whether the signed-in user submitted it'
})
export const submitQuestionnaire = define<{ body: SubmitAnswersInput; response: SubmitResult }>()({
  method: 'POST', path: '/api/questionnaires/:id/responses', access: 'user',
  summary: 'Submit answers, once per user (QUESTIONNAIRE_ALREADY_SUBMITTED after that)'
})
