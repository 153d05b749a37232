// Namespace `about` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const about: Translation<typeof source> = {
  tab: {
    more: 'Learn more',
    entries: { teachers: 'Teachers', stories: 'Stories', partners: 'Partners', news: 'News', faq: 'FAQ' },
    teachers: 'Featured teachers',
    stories: 'Learner stories',
    partners: 'Partners',
    all: 'All',
    contact: 'Contact us',
    phone: 'Phone',
    wechat: 'WeChat',
    call: 'Call',
    copy: 'Copy',
    online: 'Chat with us',
    onlineDesc: 'Ask a course adviser right in WeChat',
    noContact: 'Customer service is not available here yet; see the FAQ first'
  },
  teacher: {
    empty: 'No teachers yet',
    emptyDesc: 'Our teachers will be introduced here soon',
    bio: 'About',
    courses: 'Courses',
    noCourses: 'No courses on sale right now',
    goodsHeading: 'Taught by',
    goodsError: 'Could not load the teachers. Tap to retry'
  },
  story: {
    empty: 'No stories yet',
    emptyDesc: 'More learner stories are on the way',
    views: '{n} {n|read|reads}',
    course: 'The course in this story'
  },
  partner: {
    empty: 'No partners yet',
    emptyDesc: 'Our partners will be listed here soon',
    website: 'Website',
    copy: 'Copy link',
    listHeading: 'Partners',
    about: 'About the partnership',
    expand: 'Read more',
    collapse: 'Show less'
  },
  share: {
    teacher: '{name} | {title}',
    story: 'Learner story: {title}',
    partner: 'Partner: {name}'
  }
}

export default about
