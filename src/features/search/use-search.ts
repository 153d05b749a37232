// The search page's state for one keyword: the counts per kind (asking for them also counts the keyword towards the
// hot terms), the chosen tab (the first kind with results, until the learner picks one), and a tab's paged results.
import { useState } from 'react'
import { CONTENT_KINDS, type ContentKind } from '@contract/content/assistant-shapes'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { searchContent, searchSummary } from './api'

/** Mount once per keyword (key={keyword}): the picked tab starts over with a new search. */
export function useSearchSummary(keyword: string) {
  const summary = useRemote(() => searchSummary(keyword), [keyword])
  const [picked, setPicked] = useState<ContentKind | null>(null)
  const counts = summary.data?.counts
  const kind = picked ?? CONTENT_KINDS.find((k) => (counts?.[k] ?? 0) > 0) ?? CONTENT_KINDS[0]
  return { summary, counts, kind, pick: setPicked }
}

export function useSearchResults(keyword: string, kind: ContentKind) {
  return usePagedList((page, size) => searchContent(keyword, kind, page, size), [keyword, kind])
}
