// The home page's content from its data: banners, the notice strip, the entry grid, recommended courses, the latest
// news and learner stories; each section only when it has something. While the first answer is on the way:
// skeletons; when it failed: a retry (the entry grid still works, it needs no data).
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HomeData } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { Empty } from '@/shared/ui/empty'
import type { Remote } from '@/shared/use-remote'
import { GoodsCard } from '@/features/catalog'
import { isEmptyHome } from '../use-home'
import { BannerCarousel } from './banner-carousel'
import { EntryGrid } from './entry-grid'
import { HomeSection } from './home-section'
import { HomeSkeleton } from './home-skeleton'
import { NewsItem } from './news-item'
import { NoticeStrip } from './notice-strip'
import { StoryCards } from './story-cards'
import './home-view.scss'

/** The sections under the entry grid; `shown` of them so far (see useStaged). */
function Sections({ home, shown }: { home: HomeData; shown: number }) {
  return (
    <>
      {shown >= 1 && home.goods.length > 0 && (
        <HomeSection title={t('home.sections.goods')} onMore={() => openPage('pages/entry/course')} testId='home-goods'>
          {home.goods.map((goods) => <GoodsCard key={goods.id} goods={goods} onClick={() => openPage('pages/course/courseDetail', { id: goods.id })} />)}
        </HomeSection>
      )}
      {shown >= 2 && home.news.length > 0 && (
        <HomeSection title={t('home.sections.news')} onMore={() => openPage('pages/home/news')} testId='home-news'>
          <View className='home-view__news'>{home.news.map((news) => <NewsItem key={news.id} news={news} />)}</View>
        </HomeSection>
      )}
      {shown >= 2 && home.stories.length > 0 && (
        <HomeSection title={t('home.sections.stories')} onMore={() => openPage('pages/home/story')} testId='home-stories'>
          <StoryCards stories={home.stories} />
        </HomeSection>
      )}
    </>
  )
}

/**
 * The sections under the entry grid are drawn in the tasks after the top of the page (courses, then news and
 * stories): the first frame needs only the carousel, the strip and the grid, and on a slow phone no single start-up
 * task builds the whole page (each long task blocks taps).
 */
const LOWER_STAGES = 2

function useStaged(): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (shown >= LOWER_STAGES) return
    const timer = setTimeout(() => setShown(shown + 1), 0)
    return () => clearTimeout(timer)
  }, [shown])
  return shown
}

export const HomeView = observer(function HomeView({ remote }: { remote: Remote<HomeData> }) {
  const home = remote.data
  const shown = useStaged()
  if (!home) {
    return remote.error && !remote.loading
      ? <><EntryGrid /><Empty status='error' title={t('common.remote.error')} actionText={t('common.action.retry')} onAction={() => void remote.reload()} /></>
      : <><HomeSkeleton part='top' /><EntryGrid /><HomeSkeleton part='lists' /></>
  }
  return (
    <>
      {home.banners.length > 0 && <BannerCarousel banners={home.banners} />}
      {home.notices.length > 0 && <NoticeStrip notices={home.notices} />}
      <EntryGrid />
      {isEmptyHome(home) ? <Empty title={t('home.empty')} description={t('home.emptyDesc')} /> : <Sections home={home} shown={shown} />}
    </>
  )
})
