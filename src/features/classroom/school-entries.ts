// The entries of 网校 (the learner's learning hub), each a built page. Homework is reached through a course (its
// tasks are per course); exams get an entry when their pages are built.
import type { Messages } from '@/locales/translation'
import type { RoutePath } from '@/shared/routes'

export interface SchoolEntry {
  key: keyof Messages['classroom']['school']['entries']
  route: RoutePath
}

export const SCHOOL_ENTRIES: readonly SchoolEntry[] = [
  { key: 'classes', route: 'pages/course/classList' },
  { key: 'timetable', route: 'pages/course/timetable' },
  { key: 'courses', route: 'pages/course/courseDocument' },
  { key: 'signDetail', route: 'pages/course/signDetail' },
  { key: 'ratings', route: 'pages/mine/epAssessmento/questionStudent' },
  { key: 'notices', route: 'pages/course/notices' }
]
