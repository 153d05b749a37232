// 新闻动态 (one article): its title, category, date, source and reads, and the text (rich text sanitised on the
// server). Each opening counts a read; shareable in the mini-program.
import { useShareAppMessage } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { NewsDetail } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { dateText } from '@/shared/time'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { Pill } from '@/shared/ui/pill'
import { Article } from '@/shared/ui/article'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getNews } from '@/features/home/api'

function Facts({ news }: { news: NewsDetail }) {
  return (
    <>
      <Pill>{t(`home.news.categories.${news.category}`)}</Pill>
      <Text>{dateText(news.publishedAt)}</Text>
      {news.source && <Text>{t('home.news.source', { source: news.source })}</Text>}
      <Text>{t('home.news.views', { n: news.views })}</Text>
    </>
  )
}

const NewsInfoContent = observer(function NewsInfoContent({ id }: { id: number }) {
  const remote = useRemote(() => getNews(id), [id])
  useShareAppMessage(() => ({
    title: remote.data ? t('home.news.shareTitle', { title: remote.data.title }) : t('shell.titles.newsInfo'),
    path: routeUrl('pages/home/newsInfo', { id })
  }))
  return (
    <RemoteView remote={remote}>
      {(news) => <Article testId='news-detail' title={news.title} html={news.contentHtml} meta={<Facts news={news} />} />}
    </RemoteView>
  )
})

function NewsInfoPage() {
  usePageTitle('newsInfo')
  const params = useRouteParams('pages/home/newsInfo')
  return params ? <NewsInfoContent id={params.id} /> : <InvalidLink />
}

export default observer(NewsInfoPage)
