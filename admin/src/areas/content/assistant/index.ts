// The content area's AI assistant review and search terms, listed under the content menu group.
import { createElement } from 'react'
import { FireOutlined, RobotOutlined } from '@ant-design/icons'
import * as api from '@contract/content/assistant-admin-endpoints'
import type { AdminResource } from '../../types'
import { AiAnswerList } from './AiAnswerList'
import { AiAnswerShow } from './AiAnswerShow'
import { SearchTermList } from './SearchTermList'

export const assistantResources: AdminResource[] = [
  {
    name: 'ai-answers', area: 'content', label: 'contentAssistant.answers.menu', icon: createElement(RobotOutlined), parent: 'content-area',
    api: { list: api.listAdminAiAnswers, one: api.getAdminAiAnswer }, list: AiAnswerList, show: AiAnswerShow
  },
  {
    name: 'search-terms', area: 'content', label: 'contentAssistant.terms.menu', icon: createElement(FireOutlined), parent: 'content-area',
    api: { list: api.listAdminSearchTerms }, list: SearchTermList
  }
]
