// 搜索详情: search across all goods with keyword highlight; before a search, recent searches (kept on the device,
// clearable) and the server's hot terms (?keyword= opens a search).
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listHotSearchTerms } from '@/features/catalog/api'
import { GoodsList } from '@/features/catalog/components/goods-list'
import { clearSearchHistory, readSearchHistory, rememberSearch } from '@/features/catalog/search-history'
import { useGoodsList } from '@/features/catalog/use-goods-list'
import './searchDetail.scss'

/**
 * NutUI's autoFocus calls focus() on the H5 input element before Taro's input has rendered it (the TypeError
 * "reading 'focus'" on load); handing the platform's own attribute to the input focuses it once it exists.
 */
const FOCUS_ON_OPEN = process.env.TARO_ENV === 'h5' ? { autoFocus: true } : { focus: true }

function Results({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const list = useGoodsList({ keyword })
  useReachBottom(list.loadMore)
  if (!list.initialLoading && list.items.length === 0 && list.status !== 'error') {
    return <Empty title={t('catalog.search.noResult', { keyword })} actionText={t('catalog.search.clearKeyword')} onAction={onClear} />
  }
  return <GoodsList list={list} keyword={keyword} />
}

function Chips({ terms, onPick, testId }: { terms: string[]; onPick: (term: string) => void; testId: string }) {
  return (
    <View className='search-page__tags' data-testid={testId}>
      {terms.map((term) => (
        <Text key={term} className='search-page__tag' onClick={() => onPick(term)}>{term}</Text>
      ))}
    </View>
  )
}

function Suggestions({ onPick }: { onPick: (term: string) => void }) {
  const [history, setHistory] = useState(readSearchHistory)
  const hot = useRemote(listHotSearchTerms)
  const hotTerms = hot.data ?? []
  return (
    <View className='search-page__suggest'>
      {history.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__head'>
            <Text className='search-page__heading'>{t('catalog.search.history')}</Text>
            <Text className='search-page__clear' onClick={() => { clearSearchHistory(); setHistory([]) }}>{t('catalog.search.clear')}</Text>
          </View>
          <Chips terms={history} onPick={onPick} testId='search-history' />
        </View>
      )}
      {hotTerms.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__head'>
            <Text className='search-page__heading'>{t('catalog.search.hot')}</Text>
          </View>
          <Chips terms={hotTerms} onPick={onPick} testId='search-hot' />
        </View>
      )}
      {history.length === 0 && hotTerms.length === 0 && !hot.loading && (
        <Text className='search-page__hint'>{t('catalog.search.hint')}</Text>
      )}
    </View>
  )
}

function SearchDetailPage() {
  usePageTitle('search')
  const initial = useRouteParams('pages/entry/searchDetail')?.keyword ?? ''
  const [text, setText] = useState(decodeURIComponent(initial))
  const [keyword, setKeyword] = useState(text.trim())
  const search = (value: string) => {
    const k = value.trim()
    setText(k)
    setKeyword(k)
    if (k) rememberSearch(k)
  }
  return (
    <View className='search-page'>
      <View className='search-page__bar'>
        <SearchBar shape='round' value={text} onChange={setText} onSearch={search} onClear={() => search('')}
          inputProps={FOCUS_ON_OPEN} placeholder={t('catalog.searchPlaceholder')}
          rightIn={<Text className='search-page__go' onClick={() => search(text)}>{t('catalog.search.submit')}</Text>} />
      </View>
      {keyword
        ? <Results key={keyword} keyword={keyword} onClear={() => search('')} />
        : <Suggestions onPick={search} />}
    </View>
  )
}

export default observer(SearchDetailPage)
