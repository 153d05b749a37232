import type { Messages } from '../types'
import type zhHans from '../zh-Hans/audit'

export default {
  menu: 'Audit log',
  title: 'Audit log',
  detailTitle: 'Audit entry',
  none: '(none)',
  before: 'Before',
  after: 'After',
  diffField: 'Field',
  changed: 'Changed',
  unchangedHidden: '{{count}} more fields unchanged',
  resources: { seat: 'Seat', goods: 'Goods', 'class': 'Class', session: 'Exam session', agreement: 'Agreement', coupon: 'Coupon', order: 'Order', refund: 'Refund', invoice: 'Invoice', logistics: 'Logistics', user: 'User', points: 'Points', aiAnswer: 'AI answer', faq: 'FAQ', faqCategory: 'FAQ category', questionnaire: 'Questionnaire', banner: 'Banner', notice: 'Notice', news: 'News article', teacher: 'Teacher', partner: 'Partner', story: 'Learner story', aboutPage: 'About page', export: 'Data export', trainingMove: 'Training move', trainingLibrary: 'Move library', trainingProgram: 'Strength program', trainingReport: 'Shared plan report', classSession: 'Class session', attendance: 'Attendance', photo: 'Class photo', venue: 'Venue', leave: 'Leave request' },
  verbs: { gift: 'Gift', transfer: 'Transfer', retrain: 'Retrain', create: 'created', update: 'edited', publish: 'published', unpublish: 'unpublished', stop: 'sign-up stopped', reopen: 'sign-up reopened', close: 'registration closed', issue: 'issued', adjust: 'adjusted', roles: 'roles changed', disable: 'disabled', enable: 'enabled', approve: 'approved', payout: 'paid out', reject: 'rejected', resolvePaymentIssue: 'payment issue resolved', review: 'reviewed', delete: 'deleted', csv: 'CSV export', hide: 'hidden', show: 'shown', codes: 'unlock codes generated', dismiss: 'dismissed', cancel: 'cancelled', classroom: 'class setup changed', correct: 'corrected', schedule: 'schedule edited' },
  contentVerbs: { publish: 'published', unpublish: 'taken down' },
  fields: {
    createdAt: 'Time',
    actor: 'Operator',
    actorId: 'Operator ID',
    actorSearch: 'Operator name or phone',
    action: 'Action',
    resource: 'Object',
    resourceId: 'Object ID',
    summary: 'Summary'
  }
} satisfies Messages<typeof zhHans>
