// Namespace `home` in English.
// The home tab and what it leads to: banners, notices, the entry grid, news.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const home: Translation<typeof zhHans> = {
  sections: { goods: 'Popular courses', news: 'News', stories: 'Learner stories', more: 'More' },
  grid: { courses: 'Courses', exams: 'Exams', calculators: 'Calculator', assistant: 'Ask AI', faq: 'FAQ' },
  banner: { slide: 'Slide {n} of {total}' },
  empty: 'Content is on its way',
  emptyDesc: 'Pull down to refresh in a while',
  notices: {
    label: 'Notice',
    unread: 'Unread',
    empty: 'No notices yet',
    emptyDesc: 'Notices from the academy will appear here',
    published: 'Published {date}',
    shareTitle: 'Notice: {title}'
  },
  news: {
    all: 'All',
    categories: { academy: 'Academy', industry: 'Industry', event: 'Events' },
    empty: 'No news yet',
    emptyDesc: 'Try another category',
    views: '{n} {n|read|reads}',
    source: 'Source: {source}',
    shareTitle: 'News: {title}',
    more: 'More news'
  },
  stories: { learner: 'Learner {name}' }
}

export default home
