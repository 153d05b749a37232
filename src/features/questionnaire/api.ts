// Questionnaire calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type { PageQuery } from '@contract/envelope'
import type { AnswerInput } from '@contract/content/questionnaire-shapes'
import * as api from '@contract/content/questionnaire-endpoints'
import { call } from '@/shared/request'

export const listQuestionnaires = (query: PageQuery) => call(api.listQuestionnaires, { query })
export const getQuestionnaire = (id: number) => call(api.getQuestionnaire, { params: { id } })
/** A second submission answers QUESTIONNAIRE_ALREADY_SUBMITTED, which the form turns into its submitted state. */
export const submitQuestionnaire = (id: number, answers: AnswerInput[]) =>
  call(api.submitQuestionnaire, { params: { id }, body: { answers } }, { handles: ['QUESTIONNAIRE_ALREADY_SUBMITTED'] })
