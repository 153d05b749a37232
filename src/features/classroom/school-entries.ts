// The entries of 网校 (the learner's learning hub). Each names a route; one whose page is not built yet shows as
// 即将开放 (coming soon) and opens nothing, so the hub links to the courses, homework and exams pages of the other
// areas by route and starts working when those pages land.
import type { Messages } from '@/locales/translation'
import { routeDef, type RoutePath } from '@/shared/routes'

export interface SchoolEntry {
  key: keyof Messages['classroom']['school']['entries']
  route: RoutePath
}

export const SCHOOL_ENTRIES: readonly SchoolEntry[] = [
  { key: 'classes', route: 'pages/course/classList' },
  { key: 'timetable', route: 'pages/course/timetable' },
  { key: 'courses', route: 'pages/course/courseDocument' },
  { key: 'homework', route: 'pages/course/task/detail' },
  { key: 'exams', route: 'pages/course/examList' },
  { key: 'signDetail', route: 'pages/course/signDetail' },
  { key: 'ratings', route: 'pages/mine/epAssessmento/questionStudent' },
  { key: 'notices', route: 'pages/course/notices' }
]

export const entryOpen = (entry: SchoolEntry): boolean => Boolean(routeDef(entry.route).built)
