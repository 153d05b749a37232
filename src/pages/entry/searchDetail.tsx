// 搜索详情: one search over goods, news and FAQ, a tab per kind with the keyword highlighted; before a search, the
// recent searches (kept on the device, clearable) and the server's hot terms. ?keyword= opens a search.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { SearchResults } from '@/features/search/components/search-results'
import { SearchSuggestions } from '@/features/search/components/search-suggestions'
import { rememberSearch } from '@/features/search/search-history'
import './searchDetail.scss'

/**
 * NutUI's autoFocus calls focus() on the H5 input element before Taro's input has rendered it (the TypeError
 * "reading 'focus'" on load); handing the platform's own attribute to the input focuses it once it exists.
 */
const FOCUS_ON_OPEN = process.env.TARO_ENV === 'h5' ? { autoFocus: true } : { focus: true }

/** H5 hands the query over still encoded; a stray % must not break the page. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function SearchDetailPage() {
  usePageTitle('search')
  const initial = decoded(useRouteParams('pages/entry/searchDetail')?.keyword ?? '')
  const [text, setText] = useState(initial)
  const [keyword, setKeyword] = useState(initial.trim())
  const search = (value: string) => {
    const k = value.trim().replace(/\s+/g, ' ')
    setText(k)
    setKeyword(k)
    if (k) rememberSearch(k)
  }
  return (
    <View className='search-page' data-testid='page-search'>
      <View className='search-page__bar'>
        <SearchBar shape='round' value={text} onChange={setText} onSearch={search} onClear={() => search('')}
          inputProps={FOCUS_ON_OPEN} placeholder={t('search.placeholder')} maxLength={30}
          rightIn={<Text className='search-page__go' onClick={() => search(text)}>{t('search.submit')}</Text>} />
      </View>
      {keyword
        ? <SearchResults key={keyword} keyword={keyword} />
        : <SearchSuggestions onPick={search} />}
    </View>
  )
}

export default observer(SearchDetailPage)
