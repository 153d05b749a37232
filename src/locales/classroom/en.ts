// Namespace `classroom` in English.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const classroom: Translation<typeof zhHans> = {
  status: { upcoming: 'Upcoming', ongoing: 'In progress', ended: 'Ended', full: 'Full', off_sale: 'Off sale' },
  map: {
    notFound: 'Venue location not found (fail not found)',
    noKey: 'No map service is configured; the address is below',
    alt: 'Map of {name}',
    copy: 'Copy address',
    call: 'Call {phone}',
    distanceM: 'About {n} m from the venue',
    distanceKm: 'About {n} km from the venue'
  },
  info: {
    teacher: 'Teacher',
    venue: 'Venue',
    dates: 'Dates',
    schedule: 'Schedule',
    classmates: 'Class size',
    classmatesValue: '{n} enrolled',
    capacityValue: '{n}/{max} enrolled',
    sessions: 'Sessions',
    nextSession: 'Next session (of {total})',
    allSessions: 'Timetable',
    wonderful: 'Highlights',
    signDetail: 'Check-ins',
    rate: 'Rate sessions',
    transfer: 'Transfer',
    retrain: 'Retrain',
    transfersLeft: 'Transfers left: {n}',
    subscribe: 'Turn on class reminders',
    subscribed: 'Class reminders on',
    subscribeRejected: 'Reminders off; we will text you instead',
    notices: 'Reminders'
  },
  session: {
    index: 'Session {n}',
    time: '{date} {start}-{end}',
    cancelled: 'Cancelled',
    moved: 'Rescheduled',
    attendance: { none: 'Not checked in', present: 'Checked in', late: 'Late', absent: 'Absent', leave: 'On leave' }
  },
  timetable: {
    week: 'Week',
    list: 'List',
    prevWeek: 'Previous week',
    nextWeek: 'Next week',
    thisWeek: 'This week',
    weekOf: '{start} ~ {end}',
    noSessions: 'No sessions this week',
    empty: 'No sessions scheduled yet',
    weekdays: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' }
  },
  wonderful: { empty: 'No highlights yet', photoAlt: 'Highlight photo {n}' },
  sign: {
    scan: 'Scan to check in',
    typeCode: 'Enter check-in code',
    codePlaceholder: '6-digit code',
    codeLabel: "The 6 digits under the teacher's QR code",
    submit: 'Check in',
    success: 'Checked in',
    camera: "Point the camera at the teacher's QR code",
    cameraFailed: 'Cannot open the camera; enter the code instead',
    noCamera: 'This browser cannot scan; enter the code instead',
    stopScan: 'Stop scanning',
    summary: '{present} of {total} sessions checked in',
    empty: 'No sessions scheduled yet',
    noClass: 'No class to check in to',
    checkedInAt: 'Checked in at {time}',
    records: 'Check-ins',
    leaves: 'Leave requests',
    leavesEmpty: 'No leave requests yet',
    recordsEmpty: 'No check-ins yet'
  },
  leave: {
    ask: 'Ask leave',
    title: 'Leave request',
    reason: 'Reason',
    reasonPlaceholder: 'Why you cannot attend (required)',
    submit: 'Submit',
    submitted: 'Leave request sent',
    cancel: 'Cancel',
    status: { pending: 'Leave pending', approved: 'Leave approved', rejected: 'Leave rejected', withdrawn: 'Leave withdrawn' },
    reasonRequired: 'Please give a reason',
    reasonText: 'Reason: {reason}',
    replyText: 'Reply: {reply}',
    withdraw: 'Withdraw'
  },
  transfer: {
    title: 'Transfer',
    left: 'Transfers left: {n}/{max}',
    none: 'No transfers left',
    pick: 'Choose the class to move to',
    empty: 'No class to transfer to right now',
    seats: '{n} seats left',
    choose: 'Choose',
    confirm: 'Move to "{name}"? Your seat in this class will be released.',
    done: 'Transferred'
  },
  retrain: {
    title: 'Retrain',
    pick: 'Choose a class to retrain in',
    empty: 'No class to retrain in right now',
    confirm: 'Join "{name}" to retrain?',
    done: 'Retraining booked',
    notAllowed: 'This class cannot be retrained yet'
  },
  rating: {
    title: 'Rate a session',
    toRate: 'To rate',
    all: 'All',
    rate: 'Rate',
    teacherName: 'Teacher: {name}',
    given: 'Session {session}★ · Teacher {teacher}★',
    rated: 'Rated',
    session: 'Session',
    teacher: 'Teacher',
    sessionScore: 'Session rating',
    teacherScore: 'Teacher rating',
    comment: 'Comment',
    commentPlaceholder: 'What did you take away? (optional)',
    submit: 'Submit rating',
    done: 'Thanks for rating',
    scoreRequired: 'Please rate the session and the teacher',
    empty: 'Nothing to rate',
    stars: '{n} stars'
  },
  school: {
    entries: {
      classes: 'My classes',
      courses: 'My courses',
      homework: 'My homework',
      exams: 'My exams',
      timetable: 'My timetable',
      notices: 'Reminders',
      signDetail: 'Check-ins',
      ratings: 'Ratings'
    },
    all: 'All',
    upcomingSessions: 'Coming up',
    noSessions: 'No sessions coming up',
    noClasses: 'No classes yet',
  },
  notices: {
    empty: 'No reminders yet',
    kind: {
      class_starts_tomorrow: 'Class starts tomorrow',
      session_moved: 'Session rescheduled',
      session_cancelled: 'Session cancelled',
      class_cancelled: 'Class cancelled',
      leave_approved: 'Leave approved',
      leave_rejected: 'Leave rejected',
      homework_graded: 'Homework graded'
    }
  }
}

export default classroom
