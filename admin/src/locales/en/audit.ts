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
  resources: { seat: 'Seat', goods: 'Goods', 'class': 'Class', session: 'Exam session', agreement: 'Agreement', coupon: 'Coupon', order: 'Order', refund: 'Refund', invoice: 'Invoice', logistics: 'Logistics', user: 'User', points: 'Points', aiAnswer: 'AI answer', faq: 'FAQ', faqCategory: 'FAQ category', questionnaire: 'Questionnaire', banner: 'Banner', notice: 'Notice', news: 'News article', teacher: 'Teacher', partner: 'Partner', story: 'Learner story', aboutPage: 'About page', export: 'Data export', trainingMove: 'Training move', trainingLibrary: 'Move library', trainingProgram: 'Strength program', trainingReport: 'Shared plan report', classSession: 'Class session', attendance: 'Attendance', photo: 'Class photo', venue: 'Venue', leave: 'Leave request', examRegistration: 'Exam registration', examSitting: 'Exam sitting', examSetup: 'Exam rules', examScore: 'Practical score', certificate: 'Certificate', settlementOrg: 'Organisation', settlementMember: 'Organisation member', settlementClass: 'Organisation class', settlementShare: 'Organisation share', statement: 'Statement', salesRules: 'Sales commission rules', salesperson: 'Salesperson', salesCoupon: 'Sales coupon quota', withdrawal: 'Commission withdrawal' },
  verbs: { gift: 'Gift', transfer: 'Transfer', retrain: 'Retrain', create: 'created', update: 'edited', publish: 'published', unpublish: 'unpublished', stop: 'sign-up stopped', reopen: 'sign-up reopened', close: 'registration closed', issue: 'issued', adjust: 'adjusted', roles: 'roles changed', disable: 'disabled', enable: 'enabled', approve: 'approved', payout: 'paid out', reject: 'rejected', resolvePaymentIssue: 'payment issue resolved', review: 'reviewed', delete: 'deleted', csv: 'CSV export', hide: 'hidden', show: 'shown', codes: 'unlock codes generated', dismiss: 'dismissed', cancel: 'cancelled', classroom: 'class setup changed', correct: 'corrected', closeRegistration: 'Close registration', admitCards: 'Issue admit cards', assignJudge: 'Assign judge', revoke: 'Revoke', add: 'added', remove: 'removed', link: 'assigned', unlink: 'unassigned', generate: 'generated', confirm: 'confirmed', pay: 'payment recorded', rate: 'commission rate changed', allow: 'quota allowed', schedule: 'schedule edited' },
  contentVerbs: { publish: 'published', unpublish: 'taken down' },
  // Summaries written as a code and its values (AUDIT_SUMMARY_CODES), worded here; older entries show their stored sentence.
  summaries: {
    goods: { create: 'Created goods "{{title}}"', update: 'Edited goods "{{title}}"', publish: 'Put goods "{{title}}" on sale', schedule: 'Scheduled goods "{{title}}" to go on sale at {{at}}', unpublish: 'Took goods "{{title}}" off sale' },
    agreement: { create: 'Created purchase agreement "{{title}}"', update: 'Edited agreement "{{title}}" (now version {{version}})' },
    coupon: {
      create: 'Created coupon "{{title}}", {{count}} in stock', update: 'Edited coupon "{{title}}"',
      issue: 'Issued coupon "{{title}}": {{issued}} issued, {{alreadyHad}} already held, {{unknown}} not registered, {{soldOut}} out of stock'
    },
    points: { adjust: 'Adjusted the points of {{person}} by {{change}}' },
    user: { roles: 'Changed the roles of {{person}} from "{{before}}" to "{{after}}"', disable: 'Disabled {{person}}', enable: 'Enabled {{person}}' },
    content: { create: 'Created {{what}}', update: 'Edited {{what}}', publish: 'Published {{what}}', schedule: 'Scheduled {{what}} for {{at}}', unpublish: 'Took {{what}} offline' },
    searchTerm: { hide: 'Hid the popular search "{{term}}"', show: 'Showed the popular search "{{term}}" again' },
    aiAnswer: { review: 'Reviewed AI answer #{{id}}' },
    refund: {
      approve: 'Finance approved refund #{{id}} (order {{orderNo}}, {{amount}})', payout: 'Confirmed the payout of refund #{{id}} (order {{orderNo}}, {{amount}})',
      repayout: 'Started the payout of refund #{{id}} (order {{orderNo}}, {{amount}}) again', reject: 'Rejected refund #{{id}} (order {{orderNo}}, {{amount}})'
    },
    named: '{{noun}} "{{name}}"',
    note: '; note: {{note}}',
    person: '{{name}} ({{phone}})',
    nameless: 'user',
    noRoles: 'none',
    reason: '; reason: {{reason}}'
  },
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
