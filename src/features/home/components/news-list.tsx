// The articles of 新闻动态 on one white card, paged (已全部加载 at the end), with the empty and failed states.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { NewsSummary } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import type { PagedList } from '@/shared/use-paged-list'
import { NewsItem } from './news-item'
import './home-view.scss'

export const NewsList = observer(function NewsList({ list }: { list: PagedList<NewsSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('home.news.empty')} emptyDescription={t('home.news.emptyDesc')}>
      {(items) => <View className='home-view__news'>{items.map((news) => <NewsItem key={news.id} news={news} />)}</View>}
    </PagedListView>
  )
})
