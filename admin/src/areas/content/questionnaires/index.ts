// 调查问卷 in the content menu: write, preview, publish / schedule / unpublish, results and the responses' CSV. The
// responses are a hidden resource of their own so refine's export can page through them like any list.
import { createElement } from 'react'
import { FormOutlined } from '@ant-design/icons'
import * as api from '@contract/content/questionnaire-admin-endpoints'
import type { AdminResource } from '../../types'
import { QuestionnaireCreate, QuestionnaireEdit } from './QuestionnaireEditPages'
import { QuestionnaireList } from './QuestionnaireList'
import { QuestionnaireShow } from './QuestionnaireShow'

export const questionnaireResources: AdminResource[] = [
  {
    name: 'questionnaires', area: 'content', label: 'questionnaires.menu', icon: createElement(FormOutlined), parent: 'content-area',
    api: { list: api.listAdminQuestionnaires, one: api.getAdminQuestionnaire, create: api.createAdminQuestionnaire, update: api.updateAdminQuestionnaire },
    list: QuestionnaireList, show: QuestionnaireShow, create: QuestionnaireCreate, edit: QuestionnaireEdit
  },
  {
    name: 'questionnaire-responses', area: 'content', label: 'questionnaires.results.title', hidden: true,
    api: { list: api.listQuestionnaireResponses }
  }
]
