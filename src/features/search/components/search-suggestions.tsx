// Before a search: the recent searches on this device (clearable) and the server's hot terms.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { useRemote } from '@/shared/use-remote'
import { listHotTerms } from '../api'
import { clearSearchHistory, readSearchHistory } from '../search-history'

function Chips({ terms, onPick, testId }: { terms: string[]; onPick: (term: string) => void; testId: string }) {
  return (
    <View className='search-page__tags' data-testid={testId}>
      {terms.map((term) => (
        <Text key={term} className='search-page__tag' onClick={() => onPick(term)}>{term}</Text>
      ))}
    </View>
  )
}

function SearchSuggestionsImpl({ onPick }: { onPick: (term: string) => void }) {
  const [history, setHistory] = useState(readSearchHistory)
  const hot = useRemote(listHotTerms)
  const hotTerms = hot.data ?? []
  return (
    <View className='search-page__suggest'>
      {history.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__head'>
            <Text className='search-page__heading'>{t('search.history')}</Text>
            <Text className='search-page__clear' onClick={() => { clearSearchHistory(); setHistory([]) }}>{t('search.clear')}</Text>
          </View>
          <Chips terms={history} onPick={onPick} testId='search-history' />
        </View>
      )}
      {hotTerms.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__head'>
            <Text className='search-page__heading'>{t('search.hot')}</Text>
          </View>
          <Chips terms={hotTerms} onPick={onPick} testId='search-hot' />
        </View>
      )}
      {history.length === 0 && hotTerms.length === 0 && !hot.loading && (
        <Text className='search-page__hint'>{t('search.hint')}</Text>
      )}
    </View>
  )
}

export const SearchSuggestions = observer(SearchSuggestionsImpl)
