// The H5 first screens of the catalog's pages (server/src/http/first-screen.ts puts them into the page): the course
// tab's unfiltered list and cities, so it draws without a request, and the cover its first card shows; a goods
// page's cover (its data is not served: what a signed-in reader holds changes the answer).
import type { CourseTabFirstScreen } from '@contract/catalog/shapes'
import type { Db } from '../../../db'
import { goodsCover } from './repo'
import { listCities, listGoods } from './service'

/** The H5 course tab's route. */
export const COURSE_TAB_PATHS = ['/pages/entry/course'] as const
/** The H5 goods page's route. */
export const GOODS_PAGE_PATHS = ['/pages/course/courseDetail'] as const

/** The app's page size for paged lists (src/shared/use-paged-list.ts DEFAULT_PAGE_SIZE): the app uses the served
 *  page only when its size is the one it would ask for. */
const FIRST_PAGE_SIZE = 10

export async function courseTabFirstScreen(db: Db, now: Date): Promise<{ data: CourseTabFirstScreen; image?: string }> {
  const [list, cities] = await Promise.all([listGoods(db, { page: 1, size: FIRST_PAGE_SIZE }, now), listCities(db, now)])
  return { data: { goods: list, cities }, image: list.list[0]?.cover || undefined }
}

/** The cover of the goods a page's `id` names: any goods, like the page itself (it says when one is off sale). */
export async function goodsPageCover(db: Db, id: unknown): Promise<string | undefined> {
  const goodsId = typeof id === 'string' && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null
  if (goodsId === null) return undefined
  return (await goodsCover(db, goodsId)) || undefined
}
