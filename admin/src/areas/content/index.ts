// The content area of the console: what learners read in the app. FAQ (write, order, publish, schedule) and their
// categories, questionnaires, the home page's banners, notices and news (home/), the about content (about/) and
// the AI answers' review (assistant/), under one menu group.
import { createElement } from 'react'
import { QuestionCircleOutlined, ReadOutlined, TagsOutlined } from '@ant-design/icons'
import * as api from '@contract/content/admin-endpoints'
import type { AdminResource } from '../types'
import { aboutResources } from './about'
import { assistantResources } from './assistant'
import { FaqCategoryList } from './FaqCategoryList'
import { FaqCreate, FaqEdit } from './FaqEditPages'
import { FaqList } from './FaqList'
import { FaqShow } from './FaqShow'
import { questionnaireResources } from './questionnaires'
import { contentHomeResources } from './home'

export const contentResources: AdminResource[] = [
  { name: 'content-area', area: 'content', label: 'content.menu', icon: createElement(ReadOutlined), api: {} },
  {
    name: 'faq', area: 'content', label: 'content.faq.menu', icon: createElement(QuestionCircleOutlined), parent: 'content-area',
    api: { list: api.listAdminFaq, one: api.getAdminFaq, create: api.createAdminFaq, update: api.updateAdminFaq },
    list: FaqList, show: FaqShow, create: FaqCreate, edit: FaqEdit
  },
  {
    name: 'faq-categories', area: 'content', label: 'content.categories.menu', icon: createElement(TagsOutlined), parent: 'content-area',
    api: {
      list: api.listAdminFaqCategories, one: api.getAdminFaqCategory, create: api.createAdminFaqCategory,
      update: api.updateAdminFaqCategory, remove: api.deleteAdminFaqCategory
    },
    list: FaqCategoryList
  },
  ...contentHomeResources,
  ...questionnaireResources,
  ...aboutResources,
  ...assistantResources
]
