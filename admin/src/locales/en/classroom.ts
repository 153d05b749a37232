import type { Messages } from '../types'
import type zhHans from '../zh-Hans/classroom'

export default {
  menu: 'Classroom',
  venues: {
    menu: 'Venues',
    title: 'Venues',
    add: 'Add venue',
    createTitle: 'Add venue',
    editTitle: 'Edit venue',
    deleteConfirm: 'Delete this venue?',
    deleteBlocked: 'Classes still use this venue',
    keyword: 'Name or address',
    fields: { name: 'Name', city: 'City', address: 'Address', lat: 'Latitude', lng: 'Longitude', phone: 'Front desk', classes: 'Classes', createdAt: 'Created' },
    coordsHint: 'Latitude and longitude (GCJ-02, e.g. from Tencent Maps\' coordinate picker); without them learners see the address only'
  },
  classes: {
    menu: 'Class office',
    title: 'Class office',
    open: 'Open class',
    idLabel: 'Class number',
    idHint: 'Classes are listed per goods under Goods → Classes; type a class number to open its class office page',
    fromGoods: 'Class office',
    header: 'Class',
    dates: 'Dates',
    seats: 'Seats',
    cancelled: 'Cancelled'
  },
  setup: {
    title: 'Venue and teachers',
    venue: 'Venue',
    teachers: 'Teachers',
    none: 'Not set',
    save: 'Save',
    cancelClass: 'Cancel class',
    cancelClassTitle: 'Cancel the whole class',
    cancelClassHint: 'Sign-up stops, every session not yet started is cancelled and every learner is told; this cannot be undone. Refunds are not made automatically: issue them under Refunds',
    reason: 'Reason (learners are told)',
    reasonRequired: 'Please give a reason'
  },
  sessions: {
    title: 'Sessions',
    add: 'Add session',
    createTitle: 'Add session',
    editTitle: 'Edit session',
    empty: 'No sessions yet',
    fields: { title: 'Title', time: 'Time', teacher: 'Teacher', status: 'Status', attendance: 'Attendance' },
    defaultTeacher: '(the class\'s first teacher)',
    statuses: { scheduled: 'Scheduled', cancelled: 'Cancelled', moved: 'Moved' },
    cancel: 'Cancel',
    cancelTitle: 'Cancel session',
    attendance: 'Attendance',
    attendanceTitle: 'Attendance: {{title}}',
    correct: 'Correct',
    correctTitle: 'Correct attendance: {{name}}',
    attendanceCount: '{{present}}/{{expected}}, leave {{leave}}',
    marks: { present: 'Present', late: 'Late', leave: 'Leave', absent: 'Absent', none: 'Not checked in' },
    methods: { code: 'QR / code', teacher: 'Teacher', staff: 'Office correction' },
    movedHint: 'A new time tells every learner the session moved'
  },
  roster: {
    title: 'Roster',
    keyword: 'Name or phone',
    enrol: 'Enrol / gift by phone',
    enrolTitle: 'Enrol or gift a seat by phone',
    enrolHint: 'Takes one seat of this class; recorded in the audit log',
    transfer: 'Transfer',
    transferTitle: 'Transfer {{name}}',
    targetClass: 'Target class number',
    fields: {
      learner: 'Learner', phone: 'Phone', source: 'Source', status: 'Status', paidAt: 'Paid', transfers: 'Transfers',
      attendance: 'Present/absent/leave', homework: 'Homework submitted/approved', joinedAt: 'Joined', orderId: 'Order'
    },
    sources: { order: 'Order', gift: 'Gift', transfer: 'Transfer', retrain: 'Retrain' },
    statuses: { active: 'Active', transferred: 'Transferred', withdrawn: 'Withdrawn' },
    phone: 'Phone',
    reason: 'Reason',
    reasonRequired: 'Please give a reason'
  },
  leaves: {
    menu: 'Leave review',
    title: 'Leave review',
    kinds: { learner: 'Learners', teacher: 'Teachers' },
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    fields: { person: 'Who', class: 'Class / session', time: 'Time', reason: 'Reason', status: 'Status', reply: 'Reply', createdAt: 'Asked' },
    approve: 'Approve',
    reject: 'Reject',
    rejectTitle: 'Reject leave',
    reply: 'Why (they will see this)',
    replyRequired: 'Please give a reason'
  },
  moves: {
    menu: 'Transfers & retrains',
    title: 'Transfer and retrain records',
    kinds: { transfer: 'Transfer', retrain: 'Retrain' },
    fields: { kind: 'Kind', learner: 'Learner', from: 'From class', to: 'To class', by: 'By', reason: 'Reason', createdAt: 'Time' }
  },
  ratings: {
    menu: 'Ratings',
    title: 'Session ratings',
    fields: { learner: 'Learner', teacher: 'Teacher', class: 'Class / session', teacherScore: 'Teacher', sessionScore: 'Content', comment: 'Comment', createdAt: 'Time' }
  }
} satisfies Messages<typeof zhHans>
