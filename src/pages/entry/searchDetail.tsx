// 搜索详情: search across all goods with keyword highlight, and recent searches (?keyword= opens a search).
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { SearchBar, Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { useRouteParams } from '@/shared/use-route-params'
import { GoodsList } from '@/features/catalog/components/goods-list'
import { clearSearchHistory, readSearchHistory, rememberSearch } from '@/features/catalog/search-history'
import { useGoodsList } from '@/features/catalog/use-goods-list'
import { usePageTitle } from '@/shared/page-title'
import './searchDetail.scss'

function Results({ keyword }: { keyword: string }) {
  const list = useGoodsList({ keyword })
  useReachBottom(list.loadMore)
  if (!list.initialLoading && list.items.length === 0 && list.status !== 'error') {
    return <Empty title={t('catalog.search.noResult', { keyword })} />
  }
  return <GoodsList list={list} keyword={keyword} />
}

function SearchDetailPage() {
  usePageTitle('search')
  const initial = useRouteParams('pages/entry/searchDetail')?.keyword ?? ''
  const [text, setText] = useState(decodeURIComponent(initial))
  const [keyword, setKeyword] = useState(text.trim())
  const [history, setHistory] = useState(readSearchHistory)
  const search = (value: string) => {
    const k = value.trim()
    setText(k)
    setKeyword(k)
    if (k) setHistory(rememberSearch(k))
  }
  return (
    <View className='search-page'>
      <SearchBar shape='round' value={text} onChange={setText} onSearch={search} autoFocus
        placeholder={t('catalog.searchPlaceholder')}
        rightIn={<Text className='search-page__go' onClick={() => search(text)}>{t('catalog.search.submit')}</Text>} />
      {keyword ? <Results key={keyword} keyword={keyword} /> : (
        <View className='search-page__history'>
          {history.length === 0 ? <Text className='search-page__hint'>{t('catalog.search.hint')}</Text> : (
            <>
              <View className='search-page__history-head'>
                <Text>{t('catalog.search.history')}</Text>
                <Text className='search-page__clear' onClick={() => { clearSearchHistory(); setHistory([]) }}>{t('catalog.search.clear')}</Text>
              </View>
              <View className='search-page__tags'>
                {history.map((h) => <Tag key={h} className='search-page__tag' onClick={() => search(h)}>{h}</Tag>)}
              </View>
            </>
          )}
        </View>
      )}
    </View>
  )
}

export default observer(SearchDetailPage)
