// The about content of the console (area content, under 内容): teachers, partners and learner stories (write,
// order, publish, schedule) and the two about pages (edit only).
import { createElement } from 'react'
import { FileTextOutlined, ShopOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons'
import * as api from '@contract/content/about-admin-endpoints'
import type { AdminResource } from '../../types'
import { AboutPageEdit, AboutPageList, AboutPageShow } from './AboutPageScreens'
import { PartnerCreate, PartnerEdit, PartnerList, PartnerShow } from './PartnerScreens'
import { StoryCreate, StoryEdit, StoryList, StoryShow } from './StoryScreens'
import { TeacherCreate, TeacherEdit, TeacherList, TeacherShow } from './TeacherScreens'

export const aboutResources: AdminResource[] = [
  {
    name: 'teachers', area: 'content', label: 'contentAbout.teachers.menu', icon: createElement(TeamOutlined), parent: 'content-area',
    api: { list: api.listAdminTeachers, one: api.getAdminTeacher, create: api.createAdminTeacher, update: api.updateAdminTeacher },
    list: TeacherList, show: TeacherShow, create: TeacherCreate, edit: TeacherEdit
  },
  {
    name: 'stories', area: 'content', label: 'contentAbout.stories.menu', icon: createElement(SmileOutlined), parent: 'content-area',
    api: { list: api.listAdminStories, one: api.getAdminStory, create: api.createAdminStory, update: api.updateAdminStory },
    list: StoryList, show: StoryShow, create: StoryCreate, edit: StoryEdit
  },
  {
    name: 'partners', area: 'content', label: 'contentAbout.partners.menu', icon: createElement(ShopOutlined), parent: 'content-area',
    api: { list: api.listAdminPartners, one: api.getAdminPartner, create: api.createAdminPartner, update: api.updateAdminPartner },
    list: PartnerList, show: PartnerShow, create: PartnerCreate, edit: PartnerEdit
  },
  {
    name: 'about-pages', area: 'content', label: 'contentAbout.pages.menu', icon: createElement(FileTextOutlined), parent: 'content-area',
    api: { list: api.listAdminAboutPages, one: api.getAdminAboutPage, update: api.updateAdminAboutPage },
    list: AboutPageList, show: AboutPageShow, edit: AboutPageEdit
  }
]
