// The about tab in one answer: the company intro (about page `us`), the first teachers, stories and partners by
// their order, and the customer-service contact the goods page's 客服 offers (SERVICE_PHONE / SERVICE_WECHAT).
import type { AboutOverview } from '@contract/content/about-shapes'
import type { ServiceContact } from '@contract/catalog/shapes'
import type { Db } from '../../../db'
import { listPartners } from '../partners/service'
import { listStories } from '../stories/service'
import { listTeachers } from '../teachers/service'
import { getAboutPage } from './pages'

/** How many of each the tab shows: a row of teachers, a few stories, one line of partner logos. */
export const OVERVIEW_COUNTS = { teachers: 4, stories: 3, partners: 4 } as const

export async function getOverview(db: Db, contact: ServiceContact, now: Date): Promise<AboutOverview> {
  const first = (size: number) => ({ page: 1, size })
  const [intro, teachers, stories, partners] = await Promise.all([
    getAboutPage(db, 'us'),
    listTeachers(db, first(OVERVIEW_COUNTS.teachers), now),
    listStories(db, first(OVERVIEW_COUNTS.stories), now),
    listPartners(db, first(OVERVIEW_COUNTS.partners), now)
  ])
  return { intro, teachers: teachers.list, stories: stories.list, partners: partners.list, contact }
}
