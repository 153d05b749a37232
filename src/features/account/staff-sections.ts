// The staff sections of the mine tab: one per staff role, each a titled group of links into that role's area
// (its own subpackage). A section shows only to users holding one of its roles, and lists only links whose page
// is built, so an area adds its section here with its role and routes and nothing else changes.
import type { Role } from '@contract/identity/shapes'
import type { Messages } from '@/locales/translation'
import { routeDef, type RoutePath } from '@/shared/routes'

type StaffTexts = Messages['account']['mine']['staff']

export interface StaffLink {
  /** Locale key under account.mine.staff.links */
  label: keyof StaffTexts['links']
  route: RoutePath
}

export interface StaffSection {
  /** Locale key under account.mine.staff.sections: the group's title. */
  key: keyof StaffTexts['sections']
  roles: readonly Role[]
  links: readonly StaffLink[]
}

export const STAFF_SECTIONS: StaffSection[] = [
  {
    key: 'teacher',
    roles: ['teacher'],
    links: [
      { label: 'teacherCourse', route: 'pages/private/teacher/teacherCourse' },
      { label: 'teacherClasses', route: 'pages/private/teacher/class' },
      { label: 'teacherArrange', route: 'pages/private/teacher/classArrange' },
      { label: 'teacherGrading', route: 'pages/private/teacher/courseTask/class' },
      { label: 'teacherLeave', route: 'pages/private/teacher/leaveAsk' },
      { label: 'teacherRatings', route: 'pages/private/teacher/question' }
    ]
  },
  {
    key: 'sales',
    roles: ['sales'],
    links: [
      { label: 'salesClasses', route: 'pages/private/sale/class' },
      { label: 'salesPerformance', route: 'pages/private/sale/order' },
      { label: 'salesLeads', route: 'pages/private/clue/index' },
      { label: 'salesCoupons', route: 'pages/private/coupon/index' },
      { label: 'salesWithdraw', route: 'pages/private/withdraw/index' }
    ]
  },
  // Academic staff follow enrolment too (the server lets them read it).
  { key: 'academic', roles: ['academic'], links: [{ label: 'salesClasses', route: 'pages/private/sale/class' }] },
  {
    key: 'ep',
    roles: ['ep'],
    links: [
      { label: 'epClasses', route: 'pages/private/ep/class' },
      { label: 'epSettlement', route: 'pages/private/ep/achievementGroup' },
      { label: 'epMonths', route: 'pages/private/ep/month' },
      { label: 'epPayments', route: 'pages/private/ep/payInfo' }
    ]
  },
  {
    key: 'edu',
    roles: ['edu'],
    links: [
      { label: 'eduClasses', route: 'pages/private/edu/class' },
      { label: 'eduMonths', route: 'pages/private/edu/month' }
    ]
  },
  {
    key: 'judge',
    roles: ['judge'],
    // 考生名单 opens from a sitting on the index (it needs the sitting's id).
    links: [{ label: 'judgeIndex', route: 'pages/private/judges/index' }]
  }
]

/** The sections a user with these roles sees, each with only its built pages; empty sections left out. */
export function visibleStaffSections(roles: readonly Role[] | undefined): StaffSection[] {
  return STAFF_SECTIONS
    .filter((section) => section.roles.some((role) => roles?.includes(role)))
    .map((section) => ({ ...section, links: section.links.filter((link) => routeDef(link.route).built) }))
    .filter((section) => section.links.length > 0)
}
