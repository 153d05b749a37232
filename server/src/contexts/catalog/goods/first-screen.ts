// The H5 course tab's first screen (server/src/http/first-screen.ts puts it into the page): what the tab asks for
// when it opens unfiltered, so its list draws without a request and its first cover is preloaded with the page.
import type { CourseTabFirstScreen } from '@contract/catalog/shapes'
import type { Db } from '../../../db'
import { listCities, listGoods } from './service'

/** The H5 course tab's route. */
export const COURSE_TAB_PATHS = ['/pages/entry/course'] as const

/** The app's page size for paged lists (src/shared/use-paged-list.ts DEFAULT_PAGE_SIZE): the app uses the served
 *  page only when its size is the one it would ask for. */
const FIRST_PAGE_SIZE = 10

export async function courseTabFirstScreen(db: Db, now: Date): Promise<{ data: CourseTabFirstScreen; image?: string }> {
  const [goods, cities] = await Promise.all([listGoods(db, { page: 1, size: FIRST_PAGE_SIZE }, now), listCities(db, now)])
  return { data: { goods, cities }, image: goods.list[0]?.cover || undefined }
}
