// The home page in one answer (GET /api/home): banners, the notice strip, recommended goods, the latest news and
// learner stories, read in parallel. The entry grid is static in the app. The answer is the same for everyone (no
// token, no unread state: that is GET /api/notices/unread), so browsers and proxies may keep it a minute.
import type { HomeData, StoryCard } from '@contract/content/home-shapes'
import type { Db } from '../../../db'
import { listOnSaleGoods } from '../../catalog'
import { visibleBanners } from '../banners/service'
import { latestNews } from '../news/service'
import { latestNotices } from '../notices/service'
import { listStories } from '../stories/service'

/** How many of each the home page shows: one screen's worth of each section. */
export const HOME_LIMITS = { notices: 5, goods: 4, news: 4, stories: 3 } as const

/** The first visible stories, as cards (the stories module owns the table and its visibility rule). */
async function storyCards(db: Db, now: Date): Promise<StoryCard[]> {
  const { list } = await listStories(db, { page: 1, size: HOME_LIMITS.stories }, now)
  return list.map(({ id, title, learnerName, learnerTitle, coverUrl }) => ({ id, title, learnerName, learnerTitle, coverUrl }))
}

export async function loadHome(db: Db, now: Date): Promise<HomeData> {
  const [banners, notices, goods, news, stories] = await Promise.all([
    visibleBanners(db, now),
    latestNotices(db, HOME_LIMITS.notices, now),
    listOnSaleGoods(db, HOME_LIMITS.goods, now),
    latestNews(db, HOME_LIMITS.news, now),
    storyCards(db, now)
  ])
  return { banners, notices, goods, news, stories }
}

/** The H5 home route's paths: the server puts the first screen into the page it answers there. */
export const HOME_PAGE_PATHS = ['/', '/pages/entry/index'] as const

/** The first screen of the H5 home page: the same data as GET /api/home, and the first banner's picture (a path). */
export async function homeFirstScreen(db: Db, now: Date): Promise<{ data: HomeData; image?: string }> {
  const data = await loadHome(db, now)
  return { data, image: data.banners[0]?.imageUrl }
}
