// 新闻动态: the categories as tabs (全部, 学院动态, 行业资讯, 活动报道) over the paged articles, newest first.
// ?category= opens one category.
import { useState } from 'react'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { NEWS_CATEGORIES, type NewsCategory } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useRouteParams } from '@/shared/use-route-params'
import { NewsList } from '@/features/home/components/news-list'
import { useNewsList } from '@/features/home/use-content-lists'
import './news.scss'

const ALL = 'all'
type Tab = NewsCategory | typeof ALL

function NewsPage() {
  usePageTitle('news')
  const params = useRouteParams('pages/home/news')
  const [tab, setTab] = useState<Tab>(params?.category ?? ALL)
  const list = useNewsList(tab === ALL ? undefined : tab)
  useReachBottom(list.loadMore)
  useShareAppMessage(() => ({ title: t('shell.titles.news'), path: routeUrl('pages/home/news', {}) }))

  const tabs = [{ value: ALL as Tab, title: t('home.news.all') },
    ...NEWS_CATEGORIES.map((c) => ({ value: c as Tab, title: t(`home.news.categories.${c}`) }))]
  return (
    <View className='news-page' data-testid='page-news'>
      <TabStrip className='news-page__tabs' items={tabs} value={tab} onChange={setTab} />
      <View className='news-page__list'>
        <NewsList list={list} />
      </View>
    </View>
  )
}

export default observer(NewsPage)
