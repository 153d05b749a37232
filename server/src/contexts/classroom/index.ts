// Public entry of the classroom context: the only file another context or the app may import.
export { classroomContext } from './plugin'
export type { ClassroomContext } from './context'
/** How long a course document's file link works: API tests check a link stops working after it. */
export { LINK_TTL_SEC } from './documents/file-links'
/** Telling learners: the console's session and class cancellations call these (idempotent per event). */
export { notifyClassCancelled, notifySessionChanged } from './notices/outbox'
/** The reminder job, for API tests that drive its tick with their own clock and senders. */
export { createNoticePoller, type NoticePoller, type NoticePollerDeps } from './notices/poller'
/** Learners who came to a class at least once, as a subquery: settlement's class figures. */
export { attendedLearnerRows } from './attendance/attended'
