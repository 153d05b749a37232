// Namespace `teaching` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const teaching: Translation<typeof source> = {
  states: { upcoming: 'Not started', ongoing: 'In progress', ended: 'Finished', cancelled: 'Cancelled', full: 'Full', off_sale: 'Off sale' },
  courses: {
    classes: 'Classes {n}',
    learners: 'Learners {n}',
    empty: 'No courses to teach yet',
    emptyHint: 'Courses appear here once the academic office schedules you'
  },
  classes: {
    tabs: { all: 'All', upcoming: 'Not started', ongoing: 'In progress', ended: 'Finished' },
    learners: 'Learners {n}',
    sessions: 'Sessions {done}/{total}',
    arrange: 'Sessions',
    grading: 'Grade homework',
    empty: 'No classes to teach yet',
    emptyHint: 'Classes appear here once the academic office schedules you'
  },
  sessions: {
    tabs: { upcoming: 'Upcoming', ended: 'Held', all: 'All' },
    attendance: 'Checked in {checkedIn}/{expected}',
    leaves: 'On leave {n}',
    qr: 'Check-in QR',
    byHand: 'Take attendance',
    signDetail: 'Attendance',
    empty: 'No sessions',
    emptyHint: 'Sessions appear here once the academic office schedules them'
  },
  roster: {
    title: 'Attendance: {session}',
    marks: { present: 'Present', absent: 'Absent', leave: 'On leave', late: 'Late', none: 'Not checked in' },
    mark: 'Mark as',
    saved: 'Attendance saved',
    profile: 'Learner record',
    empty: 'This class has no learners yet'
  },
  checkIn: {
    hint: 'Learners scan this code in the mini-program, or type the number below on their check-in page',
    code: 'Check-in code',
    refreshIn: 'New code in {n} s',
    refreshing: 'Refreshing…',
    live: '{checkedIn} of {expected} checked in',
    qrAlt: 'Check-in QR code for this session',
    ended: 'This session has ended; check-in is closed',
    error: 'Could not get the check-in code'
  },
  leave: {
    tabs: { learners: 'Learners', mine: 'My leave' },
    states: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    approve: 'Approve',
    reject: 'Reject',
    rejectTitle: 'Reject leave',
    reasonPlaceholder: 'Why (the learner will see this)',
    reasonRequired: 'Please give a reason',
    approved: 'Approved',
    rejected: 'Rejected',
    add: 'Request leave',
    reason: 'Reason',
    session: 'Session',
    emptyLearners: 'No leave requests from learners',
    emptyMine: 'No leave requests yet',
    reviewer: 'Reviewer: {text}'
  },
  addLeave: {
    from: 'From',
    to: 'To',
    choose: 'Choose',
    missing: 'Please choose a time',
    endBeforeStart: 'The end must be after the start',
    past: 'The start cannot be in the past',
    reason: 'Reason',
    reasonPlaceholder: 'Why you need leave (5–200 characters)',
    reasonShort: 'Please write at least 5 characters',
    submit: 'Submit',
    submitted: 'Submitted; the academic office will review it'
  },
  ratings: {
    average: 'Overall rating',
    count: '{n} ratings',
    anonymous: 'Anonymous learner',
    empty: 'No ratings yet',
    emptyHint: 'Learners can rate the course and the teacher after a session',
    stars: '{n} stars',
    teacher: 'Teacher',
    session: 'Content'
  },
  student: {
    phone: 'Phone',
    classes: 'Classes',
    attendance: 'Attendance',
    homework: 'Homework',
    exams: 'Exams',
    attendanceLine: 'Present {present}, leave {leave}, absent {absent}',
    homeworkStates: { todo: 'Not done', submitted: 'Submitted', pending: 'Awaiting grading', approved: 'Approved', rejected: 'Rejected' },
    score: '{n} pts',
    none: 'None',
    notFound: 'No record of this learner'
  }
}

export default teaching
