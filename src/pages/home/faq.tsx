// 常见问题: category tabs, a search box and the paged FAQ, refreshed by pulling down (product rules §4; numbers from
// faq.config.ts). ?categoryId= opens one category.
import { useEffect, useMemo, useState } from 'react'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { contentMessages } from '@/locales/content'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { pagePullConfig } from '@/shared/pull-refresh/page-pull-config'
import { routeUrl } from '@/shared/route-url'
import { PullRefresh } from '@/shared/ui/pull-refresh'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listFaqCategories } from '@/features/content/api'
import { FaqList } from '@/features/content/components/faq-list'
import { useFaqList } from '@/features/content/use-faq-list'
import './faq.scss'

registerMessages(contentMessages)

const ALL = 'all'
/** How long typing pauses before the list follows the search box (a search key applies at once). */
const TYPING_PAUSE_MS = 300

function FaqPage() {
  usePageTitle('faq')
  const params = useRouteParams('pages/home/faq')
  const [tab, setTab] = useState<string>(params?.categoryId ? String(params.categoryId) : ALL)
  // The box holds what is typed; the list filters by the keyword, which follows the text after a pause in typing.
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const search = (value: string) => {
    setText(value)
    setKeyword(value.trim())
  }
  const categories = useRemote(listFaqCategories, [])
  const list = useFaqList({ categoryId: tab === ALL ? undefined : Number(tab), keyword: keyword || undefined })
  const pull = useMemo(pagePullConfig, [])
  useReachBottom(list.loadMore)
  useShareAppMessage(() => ({ title: t('shell.titles.faq'), path: routeUrl('pages/home/faq', {}) }))

  const tabs = [{ value: ALL, title: t('content.faq.all') }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), title: c.name }))]
  const refresh = () => Promise.all([list.reload(), categories.reload()])
  return (
    <View className='faq-page' data-testid='page-faq'>
      <View className='faq-page__head'>
        <SearchBar shape='round' placeholder={t('content.faq.searchPlaceholder')} value={text}
          onChange={setText} onSearch={search} onClear={() => search('')} />
        <TabStrip className='faq-page__tabs' items={tabs} value={tab} onChange={setTab} />
      </View>
      <PullRefresh onRefresh={refresh} {...pull}>
        <View className='faq-page__list'>
          <FaqList list={list} />
        </View>
      </PullRefresh>
    </View>
  )
}

export default observer(FaqPage)
