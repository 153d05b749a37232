// The results of one keyword: a tab per kind with its count (the first kind with results chosen), and the chosen
// kind's results, paged by scrolling to the bottom.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { CONTENT_KINDS, type ContentKind } from '@contract/content/assistant-shapes'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useSearchResults, useSearchSummary } from '../use-search'
import { SearchHitCard } from './search-hit-card'

const KindResults = observer(function KindResults({ keyword, kind }: { keyword: string; kind: ContentKind }) {
  const list = useSearchResults(keyword, kind)
  useReachBottom(list.loadMore)
  const kindName = t(`search.tabs.${kind}`)
  return (
    <PagedListView list={list} emptyTitle={t('search.noResult', { keyword, kind: kindName })} emptyDescription={t('search.noResultDesc')}>
      {(hits) => hits.map((hit) => <SearchHitCard key={`${hit.kind}-${hit.id}`} hit={hit} />)}
    </PagedListView>
  )
})

function SearchResultsImpl({ keyword }: { keyword: string }) {
  const { summary, counts, kind, pick } = useSearchSummary(keyword)
  if (summary.loading && !counts) return <PageLoading />
  if (!counts) {
    return <Empty status='error' title={t('common.remote.error')} actionText={t('common.action.retry')} onAction={summary.reload} />
  }
  const tabs = CONTENT_KINDS.map((k) => ({ value: k, title: t('search.tabCount', { name: t(`search.tabs.${k}`), n: counts[k] }) }))
  return (
    <View data-testid='search-results'>
      <TabStrip className='search-page__tabs' items={tabs} value={kind} onChange={pick} />
      <View className='search-page__list'>
        <KindResults key={kind} keyword={keyword} kind={kind} />
      </View>
    </View>
  )
}

export const SearchResults = observer(SearchResultsImpl)
