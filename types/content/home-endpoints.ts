// Endpoints of the home tab's content that learners read: the home page's aggregate, news and notices.
import type { Paged, PageQuery } from '../envelope'
import type { HomeData, NewsDetail, NewsListQuery, NewsSummary, NoticeDetail, NoticeSummary, UnreadNotices } from './home-shapes'
import { define } from '../define'

export const getHome = define<{ response: HomeData }>()({
  method: 'GET', path: '/api/home', access: 'public',
  summary: 'The home page in one answer: banners, latest notices, recommended goods, latest news, stories (cached 60 s)'
})

export const listNews = define<{ query: NewsListQuery; response: Paged<NewsSummary> }>()({
  method: 'GET', path: '/api/news', access: 'public', summary: 'Visible news (one category or all), newest first'
})
export const getNews = define<{ response: NewsDetail }>()({
  method: 'GET', path: '/api/news/:id', access: 'public', summary: 'One visible news article (counts a view)'
})

export const listNotices = define<{ query: PageQuery; response: Paged<NoticeSummary> }>()({
  method: 'GET', path: '/api/notices', access: 'public', summary: 'Visible notices, newest first'
})
export const getUnreadNotices = define<{ response: UnreadNotices }>()({
  method: 'GET', path: '/api/notices/unread', access: 'user', summary: "The signed-in learner's unread visible notices"
})
export const getNotice = define<{ response: NoticeDetail }>()({
  method: 'GET', path: '/api/notices/:id', access: 'optional',
  summary: 'One visible notice; marks it read for a signed-in learner'
})
