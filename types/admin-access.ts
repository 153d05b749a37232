// Who may do what in the back office (/admin). One table for both sides: the server registers every admin
// endpoint with one of these role lists (its definition's `access`), and the console hides the menus and buttons a
// user's roles can't use (admin/src/providers/access-control.ts). docs/back-office.md explains the roles.
import type { Role } from './identity/shapes'

/** The operator roles. Any one of them opens the console; a learner-only account is refused at sign-in. */
export const OPERATOR_ROLES = ['admin', 'finance', 'content', 'academic'] as const satisfies readonly Role[]
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/**
 * What each area of the console needs. `admin` runs the console and may do everything except pay money out:
 * the refund payout needs `finance` itself, so one person alone can't both configure and pay (separation of
 * duties); the demo admin account holds both roles.
 */
export const ADMIN_ACCESS = {
  /** Dashboard figures (orders, revenue, refunds, new users). */
  dashboard: ['admin', 'finance'],
  /** Users: search, profile, orders. */
  usersRead: ['admin', 'finance', 'academic'],
  /** Users: grant and revoke roles, disable and enable accounts. */
  usersWrite: ['admin'],
  /** Goods of the four kinds, bundles, their agreements; publish, unpublish, schedule. */
  catalog: ['admin', 'content'],
  /** Classes and exam sessions of goods: schedule, capacity, status. */
  classes: ['admin', 'content', 'academic'],
  /** Orders, payment records, payment issues, invoices, logistics. */
  orders: ['admin', 'finance'],
  /** Refund review: pending → finance approved, or rejected. */
  refundReview: ['admin', 'finance'],
  /** Refund payout: finance approved → paying (money leaves the company). */
  refundPayout: ['finance'],
  /** Coupon templates, issuing to users, usage. */
  coupons: ['admin', 'content'],
  /** What learners read in the app: FAQ (and later news, notices, teachers, partners, stories, banners). */
  content: ['admin', 'content'],
  /** Manual points adjustments. */
  points: ['admin', 'finance'],
  /** User agreement, privacy policy, goods agreements. */
  agreements: ['admin', 'content'],
  /** Classroom: venues, sessions and their teachers, attendance, seats, leave, ratings, rosters. */
  classroom: ['admin', 'academic'],
  /** Exam registrations (review, admit cards), judges, rubrics, score corrections, certificates. */
  certification: ['admin', 'academic'],
  /** The personal-trainer tool: moves and media, libraries, programs, unlock codes, reported shared plans. */
  training: ['admin', 'content'],
  /** Sales: commission rules and rates, coupon batches allowed per salesperson. */
  salesRules: ['admin'],
  /** Sales withdrawals: review (approve or reject). */
  salesWithdrawals: ['admin', 'finance'],
  /** Sales withdrawals: payout (money leaves the company, like the refund payout). */
  salesPayout: ['finance'],
  /** EP and education organisations, their statements (generate, confirm, pay) and the finance reports. */
  settlement: ['admin', 'finance'],
  /** Online exams: the question bank and its spreadsheet import, papers and their rules, attempts and results. */
  exams: ['admin', 'academic'],
  /** The audit log of every console write. */
  audit: ['admin'],
  /** Own two-step sign-in (TOTP) and own sign-in log; an admin reads everybody's log. */
  security: ['admin', 'finance', 'content', 'academic'],
  /** Timed background jobs: their state, failures and last error; starting a dead one again. */
  jobs: ['admin']
} as const satisfies Record<string, readonly OperatorRole[]>

export type AdminArea = keyof typeof ADMIN_ACCESS

export function isOperator(roles: readonly Role[]): boolean {
  return roles.some((role) => (OPERATOR_ROLES as readonly Role[]).includes(role))
}

export function canUse(roles: readonly Role[], area: AdminArea): boolean {
  return roles.some((role) => (ADMIN_ACCESS[area] as readonly Role[]).includes(role))
}

/** An endpoint definition's `access` for an area. */
export function adminAccess(area: AdminArea): { roles: readonly Role[] } {
  return { roles: ADMIN_ACCESS[area] }
}
