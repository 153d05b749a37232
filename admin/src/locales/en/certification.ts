import type { Messages } from '../types'
import type zhHans from '../zh-Hans/certification'

export default {
  menu: 'Exams & certificates',
  statuses: {
    cancelled: 'Cancelled', pending_review: 'Pending review', registration_closed: 'Registration closed', approved: 'Approved',
    admit_card_sent: 'Admit card issued', exam_ended: 'Exam over', failed: 'Not passed', passed: 'Passed'
  },
  registrations: {
    menu: 'Exam registrations',
    title: 'Exam registrations',
    sessionId: 'Sitting id',
    phone: 'Phone',
    approve: 'Approve',
    reject: 'Reject',
    rejectConfirm: 'Reject this registration? It will be cancelled.',
    correct: 'Correct score',
    fields: {
      candidate: 'Candidate', exam: 'Exam', sitting: 'Sitting', status: 'Status', seat: 'Seat', score: 'Score', certificate: 'Certificate',
      createdAt: 'Registered'
    },
    sitting: {
      title: 'Sitting #{{id}}',
      close: 'Close registration',
      closeConfirm: 'Close registration for this sitting? Every registration pending review will be closed.',
      admitCards: 'Issue admit cards',
      admitConfirm: 'Give seat numbers and admit cards to every approved candidate of this sitting?',
      judges: 'Judges',
      noJudges: 'No judge assigned yet',
      judgePhone: 'Judge\'s phone',
      assign: 'Assign judge',
      changed: '{{count}} registrations updated',
      hint: 'Filter by a sitting id to close its registration, issue admit cards and assign judges here'
    },
    correction: {
      title: 'Correct the practical score',
      reason: 'Reason',
      reasonRequired: 'Give a reason',
      item: 'Rubric item #{{id}}',
      hint: 'The correction is audited; the result and the certificate follow the new score'
    }
  },
  setup: {
    menu: 'Exam rules',
    title: 'Exam rules and rubric',
    goodsId: 'Exam goods id',
    open: 'Open',
    hint: 'Enter an exam goods id to set its pass mark, duration, certificate details and practical rubric',
    fields: {
      passPercent: 'Pass mark (%)', durationMinutes: 'Duration (min)', courseTitle: 'Course on certificate', hours: 'Hours',
      validMonths: 'Valid for (months)', hasTheory: 'Has an online theory exam', items: 'Rubric items', itemTitle: 'Item', maxScore: 'Max score'
    },
    addItem: 'Add item',
    save: 'Save'
  },
  certificates: {
    menu: 'Certificates',
    title: 'Certificates',
    number: 'Certificate no.',
    revoke: 'Revoke',
    revokeTitle: 'Revoke certificate',
    reason: 'Reason (shown on the public check)',
    reasonRequired: 'Give a reason',
    states: { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' },
    fields: { number: 'Number', holder: 'Holder', course: 'Course', score: 'Score', issuedOn: 'Issued', expiresOn: 'Valid until', status: 'Status', reason: 'Revoke reason' }
  }
} satisfies Messages<typeof zhHans>
