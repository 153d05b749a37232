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
  resources: { seat: 'Seat', goods: 'Goods', 'class': 'Class', session: 'Exam session', agreement: 'Agreement', coupon: 'Coupon', order: 'Order', refund: 'Refund', invoice: 'Invoice', logistics: 'Logistics', user: 'User', points: 'Points', aiAnswer: 'AI answer', faq: 'FAQ', faqCategory: 'FAQ category', questionnaire: 'Questionnaire', banner: 'Banner', notice: 'Notice', news: 'News article', teacher: 'Teacher', partner: 'Partner', story: 'Learner story', aboutPage: 'About page', export: 'Data export', trainingMove: 'Training move', trainingLibrary: 'Move library', trainingProgram: 'Strength program', trainingReport: 'Shared plan report', classSession: 'Class session', attendance: 'Attendance', photo: 'Class photo', venue: 'Venue', leave: 'Leave request', examRegistration: 'Exam registration', examSitting: 'Exam sitting', examSetup: 'Exam rules', examScore: 'Practical score', certificate: 'Certificate', settlementOrg: 'Organisation', settlementMember: 'Organisation member', settlementClass: 'Organisation class', settlementShare: 'Organisation share', statement: 'Statement', salesRules: 'Sales commission rules', salesperson: 'Salesperson', salesCoupon: 'Sales coupon quota', withdrawal: 'Commission withdrawal', examGoods: 'Exam goods', salesCouponAllowance: 'Sales coupon quota', examQuestion: 'Exam question', examPaper: 'Exam paper', job: 'Timed job' },
  verbs: { gift: 'Gift', transfer: 'Transfer', retrain: 'Retrain', create: 'created', update: 'edited', publish: 'published', unpublish: 'unpublished', stop: 'sign-up stopped', reopen: 'sign-up reopened', close: 'registration closed', issue: 'issued', adjust: 'adjusted', roles: 'roles changed', disable: 'disabled', enable: 'enabled', approve: 'approved', payout: 'paid out', reject: 'rejected', resolvePaymentIssue: 'payment issue resolved', review: 'reviewed', delete: 'deleted', csv: 'CSV export', hide: 'hidden', show: 'shown', codes: 'unlock codes generated', dismiss: 'dismissed', cancel: 'cancelled', classroom: 'class setup changed', correct: 'corrected', closeRegistration: 'Close registration', admitCards: 'Issue admit cards', assignJudge: 'Assign judge', revoke: 'Revoke', add: 'added', remove: 'removed', link: 'assigned', unlink: 'unassigned', generate: 'generated', confirm: 'confirmed', pay: 'payment recorded', rate: 'commission rate changed', allow: 'quota allowed', schedule: 'schedule edited', import: 'Import', archive: 'Archive', copy: 'Copy', retry: 'restarted', run: 'run now', wechatTransfer: 'WeChat Pay transfer started', wechatTransferFail: 'WeChat Pay transfer failed', manualPayout: 'Recorded a manual payout', offlineCreate: 'Recorded an offline order' },
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
      create: 'Started refund #{{id}} from the console (order {{orderNo}}, {{amount}})', manualPayout: 'Paid refund #{{id}} (order {{orderNo}}, {{amount}}) by hand, reference {{reference}}',
      approve: 'Finance approved refund #{{id}} (order {{orderNo}}, {{amount}})', payout: 'Confirmed the payout of refund #{{id}} (order {{orderNo}}, {{amount}})',
      repayout: 'Started the payout of refund #{{id}} (order {{orderNo}}, {{amount}}) again', reject: 'Rejected refund #{{id}} (order {{orderNo}}, {{amount}})'
    },
    named: '{{noun}} "{{name}}"',
    note: '; note: {{note}}',
    person: '{{name}} ({{phone}})',
    nameless: 'user',
    noRoles: 'none',
    reason: '; reason: {{reason}}',
    reply: '; reply: {{reply}}',
    filters: '; filters: {{filters}}',
    classSession: {
      create: 'Added session "{{title}}" to class "{{className}}"', update: 'Edited session "{{title}}"',
      move: 'Moved session "{{title}}" to a new time; learners told: {{told}}', cancel: 'Cancelled session "{{title}}"; learners told: {{told}}'
    },
    'class': {
      classroom: 'Set the venue and teachers of class #{{id}}', cancel: 'Cancelled class "{{name}}"; learners told: {{told}} (refunds are made separately)',
      create: 'Added class "{{name}}" to goods "{{title}}"', update: 'Edited class "{{name}}"', stop: 'Stopped sign-up for class "{{name}}"', reopen: 'Reopened sign-up for class "{{name}}"'
    },
    venue: { create: 'Added venue "{{name}}"', update: 'Edited venue "{{name}}"', delete: 'Deleted venue "{{name}}"' },
    attendance: { correct: 'Corrected the attendance of learner {{learner}} at "{{title}}": {{fromMark}} → {{toMark}}' },
    photo: { create: 'Added a photo to the moments of class "{{className}}"', delete: 'Deleted a moments photo of class #{{classId}}' },
    leave: {
      approve: 'Approved the leave request of learner {{name}}', reject: 'Rejected the leave request of learner {{name}}',
      approveTeacher: 'Approved the leave of teacher {{name}}', rejectTeacher: 'Rejected the leave of teacher {{name}}'
    },
    trainingMove: { create: 'Added move "{{name}}"', update: 'Edited move "{{name}}"', hide: 'Hid move "{{name}}"', show: 'Showed move "{{name}}" again' },
    trainingLibrary: { create: 'Added move library "{{name}}"', update: 'Edited move library "{{name}}"', publish: 'Published move library "{{name}}"', unpublish: 'Took move library "{{name}}" offline' },
    trainingProgram: {
      create: 'Added strength program "{{title}}"', update: 'Edited strength program "{{title}}"', publish: 'Put strength program "{{title}}" on sale',
      unpublish: 'Took strength program "{{title}}" off sale',
      schedule: 'Edited the schedule of strength program "{{title}}": weeks {{weeks}}, training days {{trainingDays}}, moves {{moves}}',
      codes: 'Generated unlock codes for strength program "{{title}}": {{count}}'
    },
    trainingReport: { hide: 'Hid the plan of shared plan report #{{id}}', dismiss: 'Dismissed shared plan report #{{id}}' },
    session: {
      create: 'Added an exam session ({{city}} {{venue}}) to goods "{{title}}"', update: 'Edited exam session ({{city}} {{venue}})',
      close: 'Closed sign-up for exam session ({{city}} {{venue}})', reopen: 'Reopened sign-up for exam session ({{city}} {{venue}})'
    },
    aboutPage: { update: 'Edited page "{{title}}"' },
    faqCategory: { create: 'Created FAQ category "{{name}}"', update: 'Edited FAQ category "{{name}}"', delete: 'Deleted FAQ category "{{name}}"' },
    'export': { csv: 'Exported the list "{{list}}" as CSV; rows: {{rows}}' },
    seat: {
      transfer: 'Transferred learner #{{userId}}: "{{from}}" → "{{to}}"', retrain: 'Learner #{{userId}} retrains: "{{from}}" → "{{to}}"',
      gift: 'Gave learner {{person}} a place in "{{className}}"'
    },
    mailed: '; posted ({{mailed}})',
    examSetup: { update: 'Updated the exam rules and scoring rubric of exam goods #{{goodsId}}' },
    examSitting: {
      assignJudge: 'Assigned judge {{person}} to exam sitting #{{sessionId}}', closeRegistration: 'Closed registration for exam sitting #{{sessionId}}; {{count}} pending registrations closed',
      admitCards: 'Issued {{count}} admit cards for exam sitting #{{sessionId}}'
    },
    examRegistration: { approve: 'Approved exam registration #{{id}}', reject: 'Rejected exam registration #{{id}}' },
    examScore: { correct: 'Corrected the practical score of exam registration #{{id}}: {{from}} → {{to}}' },
    certificate: { revoke: 'Revoked certificate {{number}}' },
    invoice: { update: 'Recorded the invoice of order {{orderNo}}: number {{invoiceNo}}, issued on {{invoiceDate}}' },
    order: { offlineCreate: 'Recorded offline order {{orderNo}} ({{title}}, received {{amount}})', resolvePaymentIssue: 'Resolved the payment issue of order {{orderNo}} ({{issue}})' },
    logistics: { update: 'Updated the delivery of order {{orderNo}}: {{carrier}} {{mailNo}} ({{status}})' },
    salesRules: { update: 'Edited the sales commission rules' },
    salesperson: { rate: 'Changed the commission rate of salesperson {{person}}' },
    salesCoupon: { allow: 'Allowed salesperson {{person}} to issue {{quota}} of coupon "{{title}}"' },
    withdrawal: {
      approve: 'Approved the commission withdrawal of {{salesperson}} ({{amount}})', reject: 'Rejected the commission withdrawal of {{salesperson}} ({{amount}})',
      pay: 'Recorded the payment of the commission withdrawal of {{salesperson}} ({{amount}}); payment reference {{reference}}', wechatTransfer: 'Started a WeChat Pay transfer of {{amount}} (bill {{billNo}})',
      wechatTransferFail: 'The WeChat Pay transfer failed; the withdrawal is back to awaiting payment', wechatPaid: 'WeChat Pay transfer of {{amount}} received, WeChat bill {{reference}}'
    },
    examPaper: { create: 'Added exam paper “{{title}}”', update: 'Edited exam paper “{{title}}”', copy: 'Copied exam paper “{{title}}”' },
    examQuestion: {
      create: 'Added question: {{stem}}', update: 'Edited question: {{stem}}', archive: 'Archived question (used by a paper or an answer): {{stem}}',
      delete: 'Deleted question: {{stem}}', import: 'Imported {{count}} questions from “{{filename}}”'
    },
    job: { retry: 'Restarted timed job “{{job}}” (after {{failures}} failures in a row)', run: 'Ran timed job “{{job}}” now (its last round failed {{failures}} times)' },
    settlementOrg: { create: 'Added organisation "{{name}}"', update: 'Edited organisation "{{name}}"' },
    settlementMember: { add: 'Added member {{person}} to organisation "{{org}}"', remove: 'Removed member #{{userId}} from the organisation' },
    settlementClass: { link: 'Assigned class "{{className}}" to organisation "{{org}}"', unlink: 'Removed class #{{classId}} from its organisation' },
    settlementShare: { add: 'Set the share of organisation "{{org}}" to {{share}} from {{validFrom}}' },
    statement: {
      generate: 'Generated the draft {{month}} statement of "{{org}}"', confirm: 'Confirmed the {{month}} statement of "{{org}}"',
      pay: 'Recorded the payment of the {{month}} statement: {{amount}}; transfer reference {{reference}}'
    }
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
  },
  exportLists: {
    orders: 'Orders', 'payment-issues': 'Payment issues', invoices: 'Invoices', refunds: 'Refunds', users: 'Users', goods: 'Goods', agreements: 'Purchase agreements',
    coupons: 'Coupons', points: 'Points', audit: 'Audit log', faq: 'FAQ', 'ai-answers': 'AI answers', 'questionnaire-responses': 'Questionnaire responses',
    'class-roster': 'Class roster', 'sign-ins': 'Sign-ins', 'training-codes': 'Training unlock codes', 'exam-registrations': 'Exam registrations', certificates: 'Certificates',
    'settlement-lines': 'Settlement lines', 'settlement-statements': 'Settlement statements', 'sales-withdrawals': 'Commission withdrawals', salespeople: 'Salespeople', 'sales-allowances': 'Sales coupon quotas', 'exam-attempts': 'Exam results', 'exam-questions': 'Question bank', 'exam-papers': 'Exam papers'
  },
  jobs: {
    menu: 'Timed jobs',
    title: 'Timed jobs',
    intro: 'Background work the system runs on a schedule; with several servers, one of them runs each round. A failed round is tried again after a delay that doubles each time; after a few failed tries it is marked failed, and the next round still comes on time. Once the cause is fixed you can run a round now here.',
    refresh: 'Refresh',
    empty: 'No timed jobs: this server does not run them, or it has not finished starting',
    retry: 'Run now',
    retryConfirm: 'Run "{{job}}" now? Its last round failed {{failures}} times; a new round starts',
    retried: 'Queued: it runs shortly',
    names: { 'class-notices': 'Send class reminders', 'order-sweep': 'Close unpaid orders past their time', 'exam-sweep': 'Hand in exams at their deadline', 'rate-limit-sweep': 'Clear rate-limit counts' },
    states: { waiting: 'Not run yet', ok: 'OK', retrying: 'Retrying', failed: 'Failed' },
    fields: {
      name: 'Job', schedule: 'Runs', state: 'State', failures: 'Failed tries', lastStartedAt: 'Last start', lastSucceededAt: 'Last success',
      lastFailedAt: 'Last failure', retryAt: 'Next retry', lastError: 'Last error', actions: 'Actions'
    },
    schedules: { everyMinute: 'Every minute', everyMinutes: 'Every {{n}} minutes' }
  }
} satisfies Messages<typeof zhHans>
