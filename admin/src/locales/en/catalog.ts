import type { Messages } from '../types'
import type zhHans from '../zh-Hans/catalog'

export default {
  menu: 'Goods & classes',
  goods: {
    title: 'Goods',
    createTitle: 'New goods',
    editTitle: 'Edit goods',
    detailTitle: 'Goods details',
    keywordPlaceholder: 'Title, subtitle or slug',
    kinds: { course: 'Course', exam: 'Exam', lecture: 'Lecture', bundle: 'Bundle' },
    states: { on_sale: 'On sale', scheduled: 'Scheduled', off_sale: 'Off sale' },
    fields: {
      id: 'ID', slug: 'Slug', kind: 'Kind', title: 'Title', subtitle: 'Subtitle', cover: 'Cover',
      priceFen: 'Price (¥)', originalPriceFen: 'Original price (¥)', price: 'Price', originalPrice: 'Original price', state: 'Sale state',
      publishAt: 'Scheduled for', soldCount: 'Sold', sort: 'Sort order', classCount: 'Classes/sessions', descriptionHtml: 'Description',
      targetAudienceHtml: 'Who it is for', tags: 'Tags', discounts: 'Offers', ships: 'Ships by post', bundleItemIds: 'Bundle contents',
      agreementIds: 'Purchase agreements', updatedAt: 'Updated', createdAt: 'Created'
    },
    hints: {
      cover: 'A 750×420 JPG or PNG, up to 10 MB',
      price: 'In yuan, to the fen',
      sort: 'Higher numbers come first',
      tags: 'Press Enter to add',
      ships: 'Turn on when books or kit are posted: checkout then asks for an address',
      bundle: 'Courses, exams or lectures only',
      newGoods: 'New goods start off sale: add classes or exam sessions, then publish.'
    },
    upload: 'Upload cover', uploading: 'Uploading…', uploadFailed: 'The cover could not be uploaded', removeCover: 'Remove cover',
    publish: 'Publish', unpublish: 'Unpublish', schedule: 'Schedule', scheduleTitle: 'Schedule publication',
    schedulePick: 'Choose when it goes on sale', publishConfirm: 'Publish this goods now? Learners can buy it at once.',
    unpublishConfirm: 'Take this goods off sale? Learners can no longer buy it.', scheduledAt: 'Goes on sale {{time}}',
    csvName: 'goods'
  },
  richText: { edit: 'Edit', preview: 'Preview', hint: 'Headings, bold, lists, quotes, links and pictures; other formatting pasted from web pages is removed on save', empty: '(empty)', source: 'HTML source', h2: 'Heading 2', h3: 'Heading 3', bold: 'Bold', italic: 'Italic', underline: 'Underline', bulletList: 'Bulleted list', orderedList: 'Numbered list', quote: 'Quote', link: 'Link', apply: 'OK', image: 'Insert picture', undo: 'Undo', redo: 'Redo' },
  classes: {
    title: 'Classes', add: 'Add class', editTitle: 'Edit class', createTitle: 'New class',
    empty: 'No classes yet: learners cannot sign up',
    statuses: { upcoming: 'Upcoming', ongoing: 'In progress', ended: 'Ended', full: 'Full', off_sale: 'Sign-up stopped' },
    fields: {
      name: 'Class name', city: 'City', startDate: 'Start date', endDate: 'End date', dates: 'Dates', days: 'Days',
      schedule: 'Schedule', capacity: 'Capacity', seats: 'Taken/capacity', seatsLeft: 'Seats left', transfersAllowed: 'Transfers allowed', status: 'Status'
    },
    stop: 'Stop sign-up', reopen: 'Reopen sign-up', stopConfirm: 'Stop sign-up for this class?', reopenConfirm: 'Reopen sign-up for this class?',
    daysCount: '{{days}} days',
    capacityHint: 'Not below the seats already taken'
  },
  sessions: {
    title: 'Exam sessions', add: 'Add session', editTitle: 'Edit exam session', createTitle: 'New exam session',
    empty: 'No exam sessions yet: learners cannot register',
    statuses: { open: 'Open', closed: 'Closed', full: 'Full' },
    fields: {
      startsAt: 'Starts at', city: 'City', venueName: 'Venue', venueAddress: 'Venue address', capacity: 'Capacity',
      seats: 'Taken/capacity', status: 'Status'
    },
    close: 'Close registration', reopen: 'Reopen', closeConfirm: 'Close registration for this session?', reopenConfirm: 'Reopen registration for this session?'
  }
} satisfies Messages<typeof zhHans>
