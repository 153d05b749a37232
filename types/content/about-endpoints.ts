// Endpoints of the about tab and its pages that learners read: the tab's overview, teachers (also those
// of one goods, for its page), partners, learner stories and the about pages. Public and cacheable.
import type {
  AboutOverview, AboutPage, PartnerDetail, PartnerSummary, StoryDetail, StorySummary, TeacherDetail,
  TeacherSummary
} from './about-shapes'
import type { Paged, PageQuery } from '../envelope'
import { define } from '../define'

export const getAboutOverview = define<{ response: AboutOverview }>()({
  method: 'GET', path: '/api/about', access: 'public', summary: 'The about tab: company intro, a few teachers, stories and partners, contact'
})
export const getAboutPage = define<{ response: AboutPage }>()({
  method: 'GET', path: '/api/about-pages/:key', access: 'public', summary: 'An about page (us, enterprise)'
})

export const listTeachers = define<{ query: PageQuery; response: Paged<TeacherSummary> }>()({
  method: 'GET', path: '/api/teachers', access: 'public', summary: 'Visible teachers, by sort then id'
})
export const getTeacher = define<{ response: TeacherDetail }>()({
  method: 'GET', path: '/api/teachers/:id', access: 'public', summary: 'One visible teacher with the goods on sale they teach'
})
export const listGoodsTeachers = define<{ response: TeacherSummary[] }>()({
  method: 'GET', path: '/api/goods/:id/teachers', access: 'public', summary: "The visible teachers of a goods, in the goods' order"
})

export const listPartners = define<{ query: PageQuery; response: Paged<PartnerSummary> }>()({
  method: 'GET', path: '/api/partners', access: 'public', summary: 'Visible partners, by sort then id'
})
export const getPartner = define<{ response: PartnerDetail }>()({
  method: 'GET', path: '/api/partners/:id', access: 'public', summary: 'One visible partner'
})

export const listStories = define<{ query: PageQuery; response: Paged<StorySummary> }>()({
  method: 'GET', path: '/api/stories', access: 'public', summary: 'Visible learner stories, by sort then id'
})
export const getStory = define<{ response: StoryDetail }>()({
  method: 'GET', path: '/api/stories/:id', access: 'public', summary: 'One visible story (counts a view), with its course when on sale'
})
