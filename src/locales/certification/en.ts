// Namespace `certification` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const certification: Translation<typeof source> = {
  status: {
    cancelled: 'Cancelled', pending_review: 'Pending review', registration_closed: 'Registration closed',
    approved: 'Approved, exam ahead', admit_card_sent: 'Admit card issued', exam_ended: 'Exam over, awaiting result',
    failed: 'Not passed', passed: 'Passed'
  },
  list: { empty: 'No exam registrations yet', emptyHint: 'Buy an exam and choose a sitting, and your registration shows here' },
  sitting: {
    time: 'Time', city: 'City', venue: 'Venue', address: 'Address', duration: 'Duration', minutes: '{n} min'
  },
  result: {
    title: 'Result', score: 'Score', total: 'Total', passMark: 'Pass mark', passRate: 'Pass rate of this sitting',
    practical: 'Practical', theory: 'Theory', pending: 'No result yet', points: '{n}', percent: '{n}%'
  },
  detail: {
    statusTitle: 'Registration', admitCard: 'Admit card', certificate: 'Certificate', sittingTitle: 'Exam',
    hint: {
      cancelled: 'This registration was cancelled.', pending_review: 'Your registration is being reviewed.',
      registration_closed: 'Registration for this sitting has closed. Contact us to move to another sitting.',
      approved: 'Approved. Your admit card will be issued before the exam.', admit_card_sent: 'Bring your ID and arrive on time.',
      exam_ended: 'The exam is over; results are being marked.', failed: 'You did not pass this time. You can register for another sitting.',
      passed: 'Congratulations, you passed. Your certificate is issued.'
    }
  },
  admit: {
    title: 'Admit card', no: 'Admit card no.', name: 'Name', seat: 'Seat', photo: 'Candidate photo', none: 'No admit card yet',
    noneHint: 'Once approved, your admit card is issued before the exam'
  },
  cert: {
    empty: 'No certificates yet', emptyHint: 'Pass an exam and your certificate shows here', number: 'Certificate no.',
    holder: 'Holder', course: 'Course', hours: 'Hours', hoursValue: '{n} h', score: 'Score', issued: 'Issued', expires: 'Valid until',
    qrHint: 'Scan to verify this certificate', photo: 'Holder\'s photo', state: { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' },
    check: 'Check a certificate'
  },
  check: {
    placeholder: 'Certificate number', submit: 'Check', hint: 'Starts with LD, 19 characters', invalid: 'This is not a valid certificate number',
    revokedNote: 'Revoked on {date}; no longer valid', expiredNote: 'This certificate has expired and is no longer valid', reason: 'Reason: {reason}'
  },
  judge: {
    empty: 'No sittings to judge yet', emptyHint: 'Sittings you are assigned to show here', progress: 'Scored {scored}/{total}',
    candidates: '{n} candidates', noCandidates: 'No candidates in this sitting yet', submitted: 'Scored', waiting: 'To score',
    seat: 'Seat {seat}', rubric: 'Rubric', maxScore: 'Max {n}', total: 'Total', submit: 'Submit score',
    confirm: 'Once submitted the score is locked and cannot be changed. Submit?',
    locked: 'Submitted and locked. Corrections go through the back office.', submittedAt: 'Submitted', done: 'Score submitted',
    fill: 'Score every item', scoreLabel: '{title}, out of {max}'
  }
}

export default certification
